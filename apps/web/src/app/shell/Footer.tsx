import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { isExternalLink, type Campaign } from '@portal/domain/campaigns';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { shellCopy } from '../messages';
import { internalPath } from './NavLinkItem';
import { mdiFacebook, mdiInstagram, mdiWhatsapp } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

/** Items named Instagram, WhatsApp or Facebook show an icon. */
export function socialIcon(name: string): ReactNode {
  const key = name.trim().toLowerCase();
  if (key === 'instagram') return <Icon path={mdiInstagram} fontSize="small" aria-hidden />;
  if (key === 'whatsapp') return <Icon path={mdiWhatsapp} fontSize="small" aria-hidden />;
  if (key === 'facebook') return <Icon path={mdiFacebook} fontSize="small" aria-hidden />;
  return null;
}

function FooterLink({ name, link }: { name: string; link: string }) {
  const icon = socialIcon(name);
  const content = (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      {icon}
      <span>{name}</span>
    </Stack>
  );
  if (isExternalLink(link)) {
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
        {content}
        <span className="visually-hidden"> {shellCopy.newTab}</span>
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={internalPath(link)} color="inherit" underline="hover">
      {content}
    </Link>
  );
}

/** Footer built from the campaign's footer groups; states release 60. */
export function Footer({ campaign }: { campaign: Campaign }) {
  const theme = useTheme();
  const layout = campaign.campaignConfigLayout;
  return (
    <Box
      component="footer"
      aria-label={shellCopy.footerLabel}
      sx={{
        bgcolor: theme.portal.headerBackground,
        color: theme.portal.headerText,
        mt: 'auto',
        py: 4,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          {layout.logoSecundaria ? (
            <Grid size={{ xs: 12, md: 3 }}>
              <ImageWithFallback
                src={layout.logoSecundaria}
                alt={campaign.name}
                style={{ maxHeight: 56, maxWidth: 200, objectFit: 'contain' }}
              />
            </Grid>
          ) : null}
          {layout.footers.map((group) => (
            <Grid key={group.name} size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography component="h2" variant="subtitle1" fontWeight={700} gutterBottom>
                {group.name}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {group.items.map((item) => (
                  <li key={`${item.name}-${item.link}`}>
                    <FooterLink name={item.name} link={item.link} />
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          sx={{ mt: 4, gap: 1 }}
        >
          <Typography variant="body2">
            {shellCopy.rights(campaign.name, new Date().getFullYear())}
          </Typography>
          <Typography variant="body2">{shellCopy.release}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
