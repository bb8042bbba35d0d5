import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defaultShortCoinAlias } from '@portal/domain/campaigns';
import { formatBRL, formatPoints, showcasePoints } from '@portal/domain/money';
import { paysWithPoints, type SessionUser } from '@portal/domain/users';
import { showcaseColumns, type Showcase, type ShowcaseImage } from '@portal/domain/showcases';
import { draftFromShowcase, startSearchFromCard } from '../../shared/search/drafts';
import { paths } from '../../shared/routes';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { RenderLater } from '../../shared/ui/RenderLater';
import { showcasesQuery } from './api';
import { homeCopy } from './messages';

type ProductKey = 'flight' | 'hotel' | 'car' | 'bus' | 'experience';

const productOf: Record<NonNullable<ShowcaseImage['type']>, ProductKey> = {
  FLIGHT: 'flight',
  HOTEL: 'hotel',
  CAR: 'car',
  BUS: 'bus',
  EXPERIENCE: 'experience',
};

/** Showcase price (centavos) as the user pays it: points with the campaign fee, or R$. */
export function showcasePrice(
  user: SessionUser,
  cents: number,
  type: ShowcaseImage['type'],
): string {
  if (!paysWithPoints(user)) return formatBRL(cents);
  const { fees, pointsMarkup, campaignConfig } = user.campaign;
  const product = type ? productOf[type] : null;
  const fee =
    product === 'flight'
      ? fees.destinoFeriasFeeFlight
      : product === 'hotel'
        ? fees.destinoFeriasFeeHotel
        : product === 'car'
          ? fees.destinoFeriasFeeCar
          : product === 'experience'
            ? fees.destinoFeriasFeeExperience
            : fees.destinoFeriasFee;
  const markup = product ? pointsMarkup[product] : 0;
  const points = showcasePoints(
    cents,
    user.catalog.catalogCurrencyConfig.conversionRate,
    fee,
    markup,
  );
  return `${formatPoints(points)} ${campaignConfig.shortenCoinAlias || defaultShortCoinAlias}`;
}

function ShowcaseCard({ image, user }: { image: ShowcaseImage; user: SessionUser }) {
  const navigate = useNavigate();
  const draft = draftFromShowcase(image);
  const body = (
    <>
      <ImageWithFallback
        src={image.url}
        alt=""
        style={{ width: '100%', height: 180, objectFit: 'cover', display: 'block' }}
      />
      <CardContent>
        <Typography component="h3" variant="subtitle1" fontWeight={700}>
          {image.name}
        </Typography>
        {image.description ? (
          <Typography variant="body2" color="text.secondary">
            {image.description}
          </Typography>
        ) : null}
        {image.price !== null ? (
          <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mt: 1 }} flexWrap="wrap">
            {image.originalPrice !== null && image.originalPrice > image.price ? (
              <Typography variant="body2" color="text.secondary">
                {homeCopy.was} <s>{showcasePrice(user, image.originalPrice, image.type)}</s>
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {homeCopy.from}
              </Typography>
            )}
            <Typography fontWeight={700}>{showcasePrice(user, image.price, image.type)}</Typography>
          </Stack>
        ) : null}
      </CardContent>
    </>
  );

  if (draft) {
    return (
      <CardActionArea
        onClick={() => {
          startSearchFromCard(draft);
          navigate(paths.results);
        }}
        sx={{ height: '100%' }}
      >
        {body}
      </CardActionArea>
    );
  }
  if (image.link) {
    return (
      <CardActionArea
        component="a"
        href={image.link}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ height: '100%' }}
      >
        {body}
        <span className="visually-hidden"> {homeCopy.newTab}</span>
      </CardActionArea>
    );
  }
  return <Box>{body}</Box>;
}

export function ShowcaseBlock({ showcase, user }: { showcase: Showcase; user: SessionUser }) {
  const columns = showcaseColumns(showcase.images.length);
  const titleId = `showcase-${showcase.id}`;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5" fontWeight={700}>
        {showcase.name}
      </Typography>
      {showcase.description ? <Typography sx={{ mb: 2 }}>{showcase.description}</Typography> : null}
      <Grid container spacing={2}>
        {showcase.images.map((image) => (
          <Grid
            key={image.imageId}
            size={{ xs: 12, sm: columns === 12 ? 12 : 6, md: columns }}
            data-columns={columns}
          >
            <Card sx={{ height: '100%' }}>
              <ShowcaseCard image={image} user={user} />
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/** Campaign showcase blocks, each rendered in a task of its own; they need a signed user. */
export function Showcases({ user }: { user: SessionUser }) {
  const query = useQuery(showcasesQuery());
  if (!query.data || query.data.length === 0) return null;
  return (
    <Stack spacing={5}>
      {query.data.map((showcase) => (
        <RenderLater key={showcase.id}>
          <ShowcaseBlock showcase={showcase} user={user} />
        </RenderLater>
      ))}
    </Stack>
  );
}
