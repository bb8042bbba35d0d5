import { airportByIata } from '@portal/reference-data';
import type { SearchPlace } from '../db/schema';
import type { ShowcaseImage } from '@portal/domain/showcases';

export const demoPassword = 'Demo@1234';

export interface DemoUser {
  email: string;
  campaignId: number;
  name: string;
  lastName: string;
  cpf: string;
  firstAccess: boolean;
  /** Points credited as lots: [points, days until expiry or null for none]. */
  lots: [number, number | null][];
}

export const demoUsers: DemoUser[] = [
  {
    email: 'membro@demo.test',
    campaignId: 77,
    name: 'Maria',
    lastName: 'Souza',
    cpf: '52998224725',
    firstAccess: false,
    lots: [
      [200000, 90],
      [200000, 365],
      [100000, null],
    ],
  },
  {
    email: 'primeiro@demo.test',
    campaignId: 77,
    name: 'Pedro',
    lastName: 'Lima',
    cpf: '11144477735',
    firstAccess: true,
    lots: [[20000, 365]],
  },
  {
    email: 'saldo@demo.test',
    campaignId: 77,
    name: 'Sara',
    lastName: 'Alves',
    cpf: '39053344705',
    firstAccess: false,
    lots: [[100, 180]],
  },
  {
    email: 'membro83@demo.test',
    campaignId: 83,
    name: 'Carlos',
    lastName: 'Pereira',
    cpf: '86288366757',
    firstAccess: false,
    lots: [],
  },
];

export const demoVouchers = [
  { uid: 'VOUCHER-77-0001', campaignId: 77, name: 'Viajante', lastName: 'Voucher', used: false },
  { uid: 'VOUCHER-77-0002', campaignId: 77, name: 'Viajante', lastName: 'Usado', used: true },
];

/** A demo search's airport as a member's search records it: the reference data's one name for it. */
function place(iata: string): SearchPlace {
  const airport = airportByIata(iata);
  if (!airport) throw new Error(`demo airport ${iata} is not in the reference data`);
  return {
    iata,
    name: airport.name,
    city: airport.cityName,
    country: airport.countryIso,
    omnCountryName: airport.countryName,
    omnStateName: airport.stateName ?? '',
  };
}

export const demoPlaces = {
  GRU: place('GRU'),
  GIG: place('GIG'),
  SSA: place('SSA'),
  REC: place('REC'),
  FLN: place('FLN'),
  BSB: place('BSB'),
};

/** Searches recorded in the last days, so 'Destinos mais procurados' has data in the demo. */
export const demoSearchCounts: [keyof typeof demoPlaces, keyof typeof demoPlaces, number][] = [
  ['GRU', 'SSA', 9],
  ['GRU', 'GIG', 7],
  ['BSB', 'REC', 5],
  ['GRU', 'FLN', 4],
  ['GIG', 'BSB', 2],
];

type SeedImage = Omit<ShowcaseImage, 'url'>;
const blankImage: Omit<SeedImage, 'imageId' | 'name' | 'description' | 'type' | 'link'> = {
  price: null,
  originalPrice: null,
  startDate: null,
  endDate: null,
  airportOrigin: null,
  airportOriginName: null,
  airportDestination: null,
  airportDestinationName: null,
  cityCode: null,
  cityName: null,
  country: null,
  location: null,
  locationName: null,
};

export const demoShowcases: {
  id: string;
  campaignId: number;
  name: string;
  description: string;
  images: (SeedImage & { hue: number })[];
}[] = [
  {
    id: 'ofertas-77',
    campaignId: 77,
    name: 'Ofertas da semana',
    description: 'Destinos selecionados com os melhores preços em pontos.',
    images: [
      {
        ...blankImage,
        imageId: 'salvador',
        hue: 28,
        name: 'Salvador',
        description: 'Voo ida e volta saindo de São Paulo',
        type: 'FLIGHT',
        link: '',
        price: 89900,
        originalPrice: 109900,
        airportOrigin: 'GRU',
        airportOriginName: 'São Paulo',
        airportDestination: 'SSA',
        airportDestinationName: 'Salvador',
      },
      {
        ...blankImage,
        imageId: 'rio-hotel',
        hue: 200,
        name: 'Rio de Janeiro',
        description: 'Hotéis em Copacabana',
        type: 'HOTEL',
        link: '',
        price: 45000,
        originalPrice: 52000,
        cityCode: 'RIO',
        cityName: 'Rio de Janeiro',
        country: 'BR',
      },
      {
        ...blankImage,
        imageId: 'floripa-carro',
        hue: 160,
        name: 'Florianópolis',
        description: 'Carro para explorar a ilha',
        type: 'CAR',
        link: '',
        price: 19900,
        originalPrice: null,
        location: 'FLN',
        locationName: 'Aeroporto de Florianópolis',
        cityCode: 'FLN',
        cityName: 'Florianópolis',
        country: 'BR',
      },
    ],
  },
  {
    id: 'parceiros-77',
    campaignId: 77,
    name: 'Parceiros',
    description: 'Conheça as vantagens dos nossos parceiros.',
    images: [
      {
        ...blankImage,
        imageId: 'seguro',
        hue: 260,
        name: 'Seguro viagem',
        description: 'Viaje tranquilo',
        type: null,
        link: 'https://parceiro.example.com/seguro',
      },
      {
        ...blankImage,
        imageId: 'chip',
        hue: 320,
        name: 'Chip internacional',
        description: 'Internet em qualquer lugar',
        type: null,
        link: 'https://parceiro.example.com/chip',
      },
    ],
  },
];

/** The terms a member accepts at the checkout: the conditions of a purchase and the privacy policy. */
export const purchaseTerms = {
  code: 'PURCHASE_TERMS',
  name: 'Termos de uso e condições de compra',
  description: 'Leia com atenção antes de concluir a sua compra.',
  content: [
    '<h2>1. Reserva e emissão</h2><p>A reserva é confirmada quando o fornecedor a emite; até lá ela fica pendente e os pontos ficam reservados. Se a emissão não acontecer, os pontos e o valor pago em cartão são devolvidos.</p>',
    '<h2>2. Pagamento com pontos e cartão</h2><p>Os pontos são debitados do seu saldo na emissão. A parte em dinheiro é cobrada no cartão informado, em reais, nas parcelas escolhidas. Os dados do cartão nunca são armazenados.</p>',
    '<h2>3. Cupons de desconto</h2><p>Cada compra aceita um cupom, válido apenas para as categorias indicadas nele. O desconto é aplicado antes da divisão entre pontos e dinheiro.</p>',
    '<h2>4. Cancelamento e reembolso</h2><p>Cada produto segue a regra de cancelamento mostrada na oferta e no voucher. Dentro do prazo, os pontos voltam ao saldo e o valor em dinheiro é estornado no cartão; fora dele, as tarifas não são reembolsáveis.</p>',
    '<h2>5. Dados dos viajantes</h2><p>Os nomes devem ser iguais aos dos documentos de cada viajante. Erros de nome podem impedir o embarque ou a utilização do serviço, e a correção depende do fornecedor.</p>',
    '<h2>6. Documentos e voucher</h2><p>O voucher fica disponível em Minhas viagens. Apresente-o com um documento com foto ao fornecedor.</p>',
    '<h2>7. Privacidade</h2><p>Usamos os seus dados apenas para emitir e atender a sua reserva, compartilhando-os somente com o fornecedor do serviço, nos termos da LGPD. Você pode pedir acesso, correção ou exclusão a qualquer momento.</p>',
    '<h2>8. Contato</h2><p>Dúvidas sobre a compra ou a privacidade: atendimento@portal.example.com.</p>',
  ].join(''),
};

export const privacyTerms = {
  code: 'USE_TERMS_PRIVACY_POLICY',
  name: 'Termos de uso e política de privacidade',
  description: 'Leia com atenção antes de enviar sua solicitação.',
  content: [
    '<h2>1. Dados coletados</h2><p>Coletamos nome, telefone, e-mail e os detalhes da viagem que você informar, apenas para atender à sua solicitação.</p>',
    '<h2>2. Uso dos dados</h2><p>Os dados são usados pela nossa equipe de especialistas para montar uma proposta de viagem e entrar em contato com você.</p>',
    '<h2>3. Compartilhamento</h2><p>Compartilhamos os dados somente com fornecedores necessários à cotação (companhias aéreas, hotéis, locadoras), nos termos da LGPD.</p>',
    '<h2>4. Retenção</h2><p>Mantemos as solicitações por até 5 anos para cumprimento de obrigações legais e, depois, as eliminamos.</p>',
    '<h2>5. Seus direitos</h2><p>Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos canais de atendimento da campanha.</p>',
    '<h2>6. Segurança</h2><p>Dados de cartão nunca são armazenados; as comunicações são cifradas e o acesso é restrito.</p>',
    '<h2>7. Contato</h2><p>Dúvidas sobre privacidade: privacidade@portal.example.com.</p>',
  ].join(''),
};
