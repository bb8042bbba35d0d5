import { Box, Chip, Typography } from '@mui/material';
import { productTabs, type CampaignSettingsInput } from '@portal/domain';

/**
 * The member home as the campaign being edited would show it: header with the logo and links,
 * the home banner with its text and colours, the product tabs it sells and its footers.
 */
export function HomePreview({ name, settings }: { name: string; settings: CampaignSettingsInput }) {
  const layout = settings.campaignConfigLayout;
  const products = productTabs.filter((tab) => layout[tab.flag]);
  return (
    <Box
      component="section"
      aria-label={name || 'Pré-visualização'}
      data-testid="campaign-preview"
      sx={{
        border: 1,
        borderColor: 'grey.400',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        data-testid="preview-header"
        sx={{
          bgcolor: layout.headerColor,
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
        }}
      >
        {layout.logo && (
          <Box
            component="img"
            src={layout.logo}
            alt={`Logotipo ${name}`}
            sx={{
              height: 36,
              maxWidth: 140,
              objectFit: 'contain',
              bgcolor: 'rgba(255,255,255,0.1)',
            }}
          />
        )}
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{name}</Typography>
        {layout.headers.map((link) => (
          <Typography key={link.id} variant="body2">
            {link.name}
          </Typography>
        ))}
        <Typography variant="body2">0 {settings.campaignConfig.shortenCoinAlias}</Typography>
      </Box>
      <Box
        sx={{
          bgcolor: layout.homeColor,
          color: layout.homeTextColor,
          p: 3,
          backgroundImage: layout.homeImage ? `url(${layout.homeImage})` : undefined,
          backgroundSize: 'cover',
        }}
      >
        <Typography variant="h5" component="p" sx={{ mb: 2 }}>
          {layout.homeText ?? ''}
        </Typography>
        <Box data-testid="preview-products" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {products.map((tab) => (
            <Chip
              key={tab.flag}
              label={tab.label}
              sx={{ bgcolor: layout.searchColor, color: '#fff' }}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'flex', gap: 4, bgcolor: 'grey.200' }}>
        {layout.footers.map((group, groupIndex) => (
          <Box key={groupIndex}>
            <Typography variant="subtitle2">{group.name}</Typography>
            {group.items.map((item, itemIndex) => (
              <Typography key={itemIndex} variant="body2">
                {item.name}
              </Typography>
            ))}
          </Box>
        ))}
        <Typography variant="body2" sx={{ ml: 'auto' }}>
          {settings.campaignConfig.coinAlias}
        </Typography>
      </Box>
    </Box>
  );
}
