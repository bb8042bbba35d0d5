import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guest, member } from '../../../test/fixtures';
import {
  renderCheckoutPieces,
  storeFlightSelection,
  storeHotelSelection,
} from '../../../test/checkoutSelections';

/** Forms by position: flight 'traveller-<n>', hotel 'traveller-<room>-<n>' (0-based). */
const form = (id: string) => screen.getByTestId(`traveller-${id}`);
const legends = (scope: HTMLElement = document.body) =>
  Array.from(scope.querySelectorAll('fieldset[data-testid] > legend')).map(
    (legend) => legend.textContent,
  );
/** Plain fields take the whole value at once (typing is covered where masks and name rules apply). */
const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const setMasked = (input: HTMLElement, value: string) =>
  fireEvent.input(input, { target: { value } });
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`));
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

function fillPassenger(
  scope: HTMLElement,
  values: {
    name: string;
    lastName: string;
    birthdate: string;
    gender: string;
    docType: string;
    doc: string;
  },
) {
  set(field(scope, 'Nome'), values.name);
  set(field(scope, 'Sobrenome'), values.lastName);
  setMasked(field(scope, 'Data de Nascimento'), values.birthdate);
  set(field(scope, 'Gênero'), values.gender);
  set(field(scope, 'Tipo Documento'), values.docType);
  set(field(scope, 'Número documento'), values.doc);
}

describe('flight passengers', () => {
  it('one form per passenger, adults then children then babies; contact fields on the main one; the member prefilled', async () => {
    storeFlightSelection({ adults: 2, children: 1, infants: 1 });
    renderCheckoutPieces();
    expect(
      await screen.findByRole('heading', { name: 'Dados dos Passageiros' }),
    ).toBeInTheDocument();
    expect(legends()).toEqual([
      'Passageiro 1 - Adulto (principal)',
      'Passageiro 2 - Adulto',
      'Passageiro 3 - Criança',
      'Passageiro 4 - Bebê',
    ]);
    const main = form('0');
    expect(field(main, 'Nome')).toHaveValue('MARIA');
    expect(field(main, 'Sobrenome')).toHaveValue('MEMBRO');
    expect(field(main, 'E-mail')).toHaveValue('membro@demo.test');
    expect(within(form('1')).queryByLabelText(/^E-mail/)).toBeNull();
    expect(within(form('3')).queryByLabelText(/^Telefone/)).toBeNull();
    expect(field(form('1'), 'Nome')).toHaveValue('');
    expect(field(form('3'), 'Gênero')).toBeInTheDocument();
  });

  it('guests and voucher users start with empty forms', async () => {
    storeFlightSelection({ adults: 1 });
    renderCheckoutPieces(guest);
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    expect(field(form('0'), 'Nome')).toHaveValue('');
    expect(field(form('0'), 'E-mail')).toHaveValue('');
  });

  it('on submit shows every required message verbatim, linked to its field, and focuses the first field in error', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 2 });
    const { results } = renderCheckoutPieces(guest);
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results).toEqual([{ ok: false }]);
    const main = form('0');
    const expected: [string, string][] = [
      ['Nome', 'Nome não pode ser vazio'],
      ['Sobrenome', 'Sobrenome não pode ser vazio'],
      ['Data de Nascimento', 'Data Nascimento não pode ser vazio'],
      ['Gênero', 'Genero não pode ser vazio'],
      ['Tipo Documento', 'Tipo Documento não pode ser vazio'],
      ['Número documento', 'Número documento não pode ser vazio'],
      ['E-mail', 'E-mail precisa ser preenchido com um e-mail valido'],
      ['Telefone', 'Telefone não pode ser vazio'],
    ];
    for (const [label, message] of expected) {
      expect(field(main, label)).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(field(main, label))).toBe(message);
    }
    expect(within(form('1')).getByText('Nome não pode ser vazio')).toBeInTheDocument();
    expect(field(main, 'Nome')).toHaveFocus();
    // once shown, errors follow the input
    await user.type(field(main, 'Nome'), 'A');
    expect(errorOf(field(main, 'Nome'))).toBe('');
  });

  it('focuses the first invalid field even when earlier ones are filled (the prefilled member)', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 1 });
    renderCheckoutPieces();
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(field(form('0'), 'Data de Nascimento')).toHaveFocus();
  });

  it('names lose accents, are uppercased and cut at 28; document keeps digits up to 11', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 1 });
    renderCheckoutPieces(guest);
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    const main = form('0');
    await user.type(field(main, 'Nome'), 'José Â');
    expect(field(main, 'Nome')).toHaveValue('JOSE A');
    set(field(main, 'Sobrenome'), 'ç'.repeat(30));
    expect(field(main, 'Sobrenome')).toHaveValue('C'.repeat(28));
    set(field(main, 'Número documento'), 'ab12.345-678/9012');
    expect(field(main, 'Número documento')).toHaveValue('12345678901');
  });

  it('birthdate is typed as dd/mm/yyyy and the phone as (99) 99999-9999', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 1 });
    renderCheckoutPieces(guest);
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    const main = form('0');
    await user.type(field(main, 'Data de Nascimento'), '15031990');
    expect(field(main, 'Data de Nascimento')).toHaveValue('15/03/1990');
    await user.type(field(main, 'Telefone'), '11987654321');
    expect(field(main, 'Telefone')).toHaveValue('(11) 98765-4321');
  });

  it('refuses passengers with the same full name', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 2 });
    const { results } = renderCheckoutPieces();
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    fillPassenger(form('0'), {
      name: 'Ana',
      lastName: 'Lima',
      birthdate: '15031990',
      gender: 'F',
      docType: 'CPF',
      doc: '52998224725',
    });
    setMasked(field(form('0'), 'Telefone'), '11987654321');
    fillPassenger(form('1'), {
      name: 'Ána',
      lastName: 'LIMA',
      birthdate: '01021985',
      gender: 'M',
      docType: 'RG',
      doc: '123456789',
    });
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results).toEqual([{ ok: false }]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Passageiros com o mesmo nome e sobrenome não são permitidos!',
    );
    expect(field(form('1'), 'Nome')).toHaveFocus();
    expect(errorOf(field(form('1'), 'Nome'))).toBe(
      'Passageiros com o mesmo nome e sobrenome não são permitidos!',
    );
  });

  it('a complete, valid fill gives the booking passengers (CNH sent as DRIVER_LICENSE)', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 1, children: 1 });
    const { results } = renderCheckoutPieces();
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    fillPassenger(form('0'), {
      name: 'Maria',
      lastName: 'Membro',
      birthdate: '15031990',
      gender: 'F',
      docType: 'CNH',
      doc: '12345678901',
    });
    setMasked(field(form('0'), 'Telefone'), '11987654321');
    fillPassenger(form('1'), {
      name: 'Lia',
      lastName: 'Membro',
      birthdate: '01022020',
      gender: 'O',
      docType: 'RG',
      doc: '998877',
    });
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    // The form's check runs after its asynchronous validation, which a click does not wait for.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^válido$/));
    expect(results[0]).toEqual({
      ok: true,
      data: {
        type: 'FLIGHT',
        passengers: [
          {
            name: 'MARIA',
            lastName: 'MEMBRO',
            birthdate: '1990-03-15',
            paxType: 'ADT',
            gender: 'FEMALE',
            documentType: 'DRIVER_LICENSE',
            documentId: '12345678901',
            email: 'membro@demo.test',
            phone: '(11) 98765-4321',
          },
          {
            name: 'LIA',
            lastName: 'MEMBRO',
            birthdate: '2020-02-01',
            paxType: 'CHD',
            gender: 'OTHER',
            documentType: 'RG',
            documentId: '998877',
          },
        ],
      },
    });
  });

  it('asks for no passport unless the airline requires one', async () => {
    storeFlightSelection({ adults: 1 });
    renderCheckoutPieces();
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    expect(within(form('0')).queryByLabelText(/^Número do passaporte/)).toBeNull();
    expect(field(form('0'), 'Tipo Documento')).toBeInTheDocument();
  });

  it('asks each passenger for the passport when the airline requires it, and sends it as the document', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 1, children: 1 }, true, true);
    const { results } = renderCheckoutPieces();
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    for (const id of ['0', '1']) {
      expect(field(form(id), 'Número do passaporte')).toBeInTheDocument();
      expect(within(form(id)).queryByLabelText(/^Tipo Documento/)).toBeNull();
    }
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results).toEqual([{ ok: false }]);
    expect(errorOf(field(form('0'), 'Número do passaporte'))).toBe(
      'Número do passaporte não pode ser vazio',
    );
    expect(errorOf(field(form('0'), 'País emissor'))).toBe('País emissor não pode ser vazio');
    expect(errorOf(field(form('0'), 'Validade do passaporte'))).toBe(
      'Validade do passaporte não pode ser vazio',
    );

    const fill = (id: string, name: string, birthdate: string, passport: string) => {
      set(field(form(id), 'Nome'), name);
      set(field(form(id), 'Sobrenome'), 'Membro');
      setMasked(field(form(id), 'Data de Nascimento'), birthdate);
      set(field(form(id), 'Gênero'), 'F');
      set(field(form(id), 'Número do passaporte'), passport);
      set(field(form(id), 'País emissor'), 'br');
    };
    fill('0', 'Maria', '15031990', 'fz-123 456');
    setMasked(field(form('0'), 'Telefone'), '11987654321');
    fill('1', 'Lia', '01022020', 'GA998877');
    expect(field(form('0'), 'Número do passaporte')).toHaveValue('FZ123456');
    expect(field(form('0'), 'País emissor')).toHaveValue('BR');
    // An expired passport is refused.
    setMasked(field(form('0'), 'Validade do passaporte'), '01012001');
    setMasked(field(form('1'), 'Validade do passaporte'), '31122035');
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(errorOf(field(form('0'), 'Validade do passaporte'))).toBe(
      'Validade do passaporte inválida ou vencida',
    );
    setMasked(field(form('0'), 'Validade do passaporte'), '30062034');
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results.at(-1)).toMatchObject({
      ok: true,
      data: {
        type: 'FLIGHT',
        passengers: [
          {
            name: 'MARIA',
            documentType: 'PASSPORT',
            documentId: 'FZ123456',
            documentIssuingCountry: 'BR',
            documentExpiresOn: '2034-06-30',
          },
          {
            name: 'LIA',
            documentType: 'PASSPORT',
            documentId: 'GA998877',
            documentIssuingCountry: 'BR',
            documentExpiresOn: '2035-12-31',
          },
        ],
      },
    });
  });

  it('the fields follow a keyboard order: each passenger in turn, fields in reading order', async () => {
    const user = userEvent.setup({ delay: null });
    storeFlightSelection({ adults: 2 });
    renderCheckoutPieces(guest);
    await screen.findByRole('heading', { name: 'Dados dos Passageiros' });
    const main = form('0');
    field(main, 'Nome').focus();
    for (const label of [
      'Sobrenome',
      'Data de Nascimento',
      'Gênero',
      'Tipo Documento',
      'Número documento',
      'E-mail',
      'Telefone',
    ]) {
      await user.tab();
      expect(field(main, label)).toHaveFocus();
    }
    await user.tab();
    expect(field(form('1'), 'Nome')).toHaveFocus();
  });
});

describe('hotel guests', () => {
  it('spreads guests across rooms: adults evenly, remainder first, children in room 1; children give only names and birthdate', async () => {
    storeHotelSelection({ qtAdult: 5, qtChild: 2, qtRooms: 3 });
    renderCheckoutPieces();
    expect(await screen.findByRole('heading', { name: 'Dados dos Hóspedes' })).toBeInTheDocument();
    const rooms = ['Quarto 1', 'Quarto 2', 'Quarto 3'].map(
      (name) => screen.getByRole('heading', { name }).closest('section') as HTMLElement,
    );
    expect(rooms.map((room) => legends(room))).toEqual([
      [
        'Hóspede 1 - Adulto (principal)',
        'Hóspede 2 - Adulto',
        'Hóspede 3 - Criança',
        'Hóspede 4 - Criança',
      ],
      ['Hóspede 1 - Adulto', 'Hóspede 2 - Adulto'],
      ['Hóspede 1 - Adulto'],
    ]);
    const child = form('0-2');
    expect(child.querySelectorAll('input, select')).toHaveLength(3);
    expect(within(child).queryByLabelText(/^Tipo Documento/)).toBeNull();
    const main = form('0-0');
    expect(field(main, 'Nome')).toHaveValue('MARIA');
    expect(field(main, 'Telefone')).toBeInTheDocument();
    expect(within(main).queryByLabelText(/^Gênero/)).toBeNull();
    expect(field(form('1-0'), 'Tipo Documento')).toBeInTheDocument();
    expect(within(rooms[1]!).queryByLabelText(/^E-mail/)).toBeNull();
  });

  it('guest names are uppercased with accents and non-letters removed', async () => {
    const user = userEvent.setup({ delay: null });
    storeHotelSelection({ qtAdult: 1, qtRooms: 1 });
    renderCheckoutPieces(guest);
    await screen.findByRole('heading', { name: 'Dados dos Hóspedes' });
    await user.type(field(form('0-0'), 'Nome'), "Jõ d'Á-2");
    expect(field(form('0-0'), 'Nome')).toHaveValue('JO DA');
  });

  it('refuses the same name twice within a room, allows it across rooms, and returns guests per room', async () => {
    const user = userEvent.setup({ delay: null });
    storeHotelSelection({ qtAdult: 2, qtChild: 1, qtRooms: 2 });
    const { results } = renderCheckoutPieces();
    await screen.findByRole('heading', { name: 'Dados dos Hóspedes' });
    const main = form('0-0');
    setMasked(field(main, 'Data de Nascimento'), '15031990');
    set(field(main, 'Tipo Documento'), 'CPF');
    set(field(main, 'Número documento'), '52998224725');
    setMasked(field(main, 'Telefone'), '11987654321');
    const child = form('0-1');
    set(field(child, 'Nome'), 'Maria');
    set(field(child, 'Sobrenome'), 'Membro');
    setMasked(field(child, 'Data de Nascimento'), '01012020');
    const other = form('1-0');
    set(field(other, 'Nome'), 'Maria');
    set(field(other, 'Sobrenome'), 'Membro');
    setMasked(field(other, 'Data de Nascimento'), '02021980');
    set(field(other, 'Tipo Documento'), 'RG');
    set(field(other, 'Número documento'), '123456');

    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results).toEqual([{ ok: false }]);
    const room1 = screen
      .getByRole('heading', { name: 'Quarto 1' })
      .closest('section') as HTMLElement;
    const room2 = screen
      .getByRole('heading', { name: 'Quarto 2' })
      .closest('section') as HTMLElement;
    expect(within(room1).getByRole('alert')).toHaveTextContent(
      'Hóspedes com o mesmo nome e sobrenome não são permitidos!',
    );
    expect(within(room2).queryByRole('alert')).toBeNull();
    expect(field(child, 'Nome')).toHaveFocus();

    set(field(child, 'Nome'), 'Lia');
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results[1]).toEqual({
      ok: true,
      data: {
        type: 'HOTEL',
        guests: [
          [
            {
              name: 'MARIA',
              lastName: 'MEMBRO',
              birthdate: '1990-03-15',
              documentType: 'CPF',
              documentId: '52998224725',
              email: 'membro@demo.test',
              phone: '(11) 98765-4321',
            },
            { name: 'LIA', lastName: 'MEMBRO', birthdate: '2020-01-01' },
          ],
          [
            {
              name: 'MARIA',
              lastName: 'MEMBRO',
              birthdate: '1980-02-02',
              documentType: 'RG',
              documentId: '123456',
            },
          ],
        ],
      },
    });
  });

  it('shows the guest/room messages and focuses them when nothing else is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    storeHotelSelection({ qtAdult: 0, qtChild: 1, qtRooms: 1 });
    const first = renderCheckoutPieces();
    expect(
      await screen.findByText('É necessário informar pelo menos 1 adulto.'),
    ).toBeInTheDocument();
    first.unmount();

    storeHotelSelection({ qtAdult: 1, qtRooms: 2 });
    // points pay the whole stay: nothing of the payment is missing either
    const { results } = renderCheckoutPieces({ ...member, pointsBalance: 10_000_000 });
    const alert = await screen.findByText(
      'A quantidade total de hóspedes deve ser maior ou igual à quantidade de quartos informados.',
    );
    const main = form('0-0');
    setMasked(field(main, 'Data de Nascimento'), '15031990');
    set(field(main, 'Tipo Documento'), 'RG');
    set(field(main, 'Número documento'), '123456');
    setMasked(field(main, 'Telefone'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(results).toEqual([{ ok: false }]);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
  });
});
