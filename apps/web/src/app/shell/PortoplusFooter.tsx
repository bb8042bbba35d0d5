import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { shellCopy } from '../messages';

/** Rules, privacy, cookies, terms, help and contact: the brand's own pages. */
const portoplusLinks = [
  { name: 'Regulamento', link: '/regulamento' },
  { name: 'Política de privacidade', link: '/politica-de-privacidade' },
  { name: 'Política de cookies', link: '/politica-de-cookies' },
  { name: 'Termos de uso', link: '/termos-de-uso' },
  { name: 'Ajuda', link: '/ajuda' },
  { name: 'Fale conosco', link: '/fale-conosco' },
] as const;

/** The fixed footer of the 'portoplus' brand. */
export function PortoplusFooter({ campaignName }: { campaignName: string }) {
  const theme = useTheme();
  return (
    <Box
      component="footer"
      aria-label={shellCopy.footerLabel}
      data-footer="portoplus"
      sx={{
        bgcolor: theme.portal.headerBackground,
        color: theme.portal.headerText,
        mt: 'auto',
        py: 3,
      }}
    >
      <Container maxWidth="lg">
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
        >
          {portoplusLinks.map((item) => (
            <li key={item.link}>
              <Link component={RouterLink} to={item.link} color="inherit" underline="hover">
                {item.name}
              </Link>
            </li>
          ))}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          sx={{ mt: 3, gap: 1 }}
        >
          <Typography variant="body2">
            {shellCopy.rights(campaignName, new Date().getFullYear())}
          </Typography>
          <Typography variant="body2">{shellCopy.release}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
