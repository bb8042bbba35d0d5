import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isExternalLink, type Campaign, type LinkItem } from '@portal/domain/campaigns';
import { useSignedUser } from '../../shared/session/sessionContext';
import { paths } from '../../shared/routes';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { campaignPageCopy } from './messages';

const normalize = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`.toLowerCase();

/** The campaign header entry whose internal link is this exact path, if any. */
export function findHeaderPage(campaign: Campaign, pathname: string): LinkItem | null {
  const wanted = normalize(pathname);
  return (
    campaign.campaignConfigLayout.headers.find(
      (header) => !isExternalLink(header.link) && normalize(header.link) === wanted,
    ) ?? null
  );
}

/** Image of a campaign page in file storage. */
export const campaignPageImageUrl = (campaignId: number, headerId: string) =>
  `/files/campaign/${campaignId}/pages/${encodeURIComponent(headerId)}`;

/**
 * One exact route per campaign header entry with a non-absolute link: a campaign image page with
 * the site header and footer. Any other unknown path is 'Página não encontrada'.
 */
export default function CampaignLinkPage() {
  const user = useSignedUser();
  const { pathname } = useLocation();
  const header = findHeaderPage(user.campaign, pathname);

  if (!header) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {campaignPageCopy.notFoundTitle}
          </Typography>
          <Typography sx={{ mb: 3 }}>{campaignPageCopy.notFound}</Typography>
          <Button variant="contained" component={RouterLink} to={paths.home}>
            {campaignPageCopy.backHome}
          </Button>
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {header.name}
      </Typography>
      <ImageWithFallback
        src={campaignPageImageUrl(user.campaign.id, header.id)}
        alt={header.name}
        style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8, minHeight: 240 }}
      />
    </Container>
  );
}
