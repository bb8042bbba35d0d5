import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { isExternalLink, type CampaignLayout } from '@portal/domain/campaigns';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { homeCopy } from './messages';

/** Campaign image banner with its link, or the headline. */
export function HomeBanner({ layout }: { layout: CampaignLayout }) {
  const theme = useTheme();
  if (layout.homeImageBanner && layout.homeImage) {
    const image = (
      <ImageWithFallback
        src={layout.homeImage}
        alt={layout.homeText || homeCopy.bannerAlt}
        // the banner is the home's largest paint: fetched before the scripts' later requests
        fetchPriority="high"
        style={{ width: '100%', maxHeight: 360, objectFit: 'cover', display: 'block' }}
      />
    );
    const link = layout.linkHomeImage;
    let content = image;
    if (link && isExternalLink(link)) {
      content = (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {image}
          <span className="visually-hidden"> {homeCopy.newTab}</span>
        </a>
      );
    } else if (link) {
      content = <RouterLink to={link.startsWith('/') ? link : `/${link}`}>{image}</RouterLink>;
    }
    return (
      <Box sx={{ bgcolor: theme.portal.homeBackground }}>
        <Typography component="h1" className="visually-hidden">
          {layout.homeText || homeCopy.defaultHeadline}
        </Typography>
        {content}
      </Box>
    );
  }
  return (
    <Box
      sx={{
        bgcolor: theme.portal.homeBackground,
        color: theme.portal.homeText,
        py: { xs: 4, md: 7 },
      }}
    >
      <Container maxWidth="lg">
        <Typography
          component="h1"
          variant="h3"
          fontWeight={700}
          sx={{ fontSize: { xs: '1.75rem', md: '2.75rem' } }}
        >
          {layout.homeText || homeCopy.defaultHeadline}
        </Typography>
      </Container>
    </Box>
  );
}
