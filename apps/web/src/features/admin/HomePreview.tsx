import { Box, Chip, Typography } from '@mui/material';
import { textOn } from '../../shared/ui/textContrast';
import { couponAppliesTo } from '@portal/domain/pricing';
import { flightCouponDiscount } from '@portal/domain/flights';
import { formatPoints } from '@portal/domain/money';
import { PORTOPLUS_BRAND } from '@portal/domain/campaigns';
import { products } from '@portal/domain/products';
import { type CampaignSettingsInput } from '@portal/domain/operators';
import { adminMessages } from './messages';

/** The product chips' text as the member side picks it: whichever reads on the search colour. */
const chipText = (background: string) => {
  try {
    return textOn(background);
  } catch {
    // a colour still being typed in the editor: white, until it is one
    return '#fff';
  }
};

const m = adminMessages.campaigns;

/**
 * The member home as the campaign being edited would show it: header with the logos and links,
 * the home banner (an image or the text on the home colours), the product tabs it sells and its
 * footers; below, what the coupon rule shows elsewhere (the flight results' badge and the
 * products whose checkout asks for a coupon).
 */
export function HomePreview({ name, settings }: { name: string; settings: CampaignSettingsInput }) {
  const layout = settings.campaignConfigLayout;
  const sold = products.filter((tab) => layout[tab.layoutFlag]);
  const banner = layout.homeImageBanner && layout.homeImage;
  const coupon = settings.coupon;
  const couponProducts = sold.filter((tab) => !coupon || couponAppliesTo(coupon, tab.code));
  const flightDiscount = flightCouponDiscount(coupon, settings.couponEnabled);
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
        {layout.logoSecundaria && (
          <Box
            component="img"
            src={layout.logoSecundaria}
            alt={`${m.logoSecundaria} ${name}`}
            sx={{ height: 28, maxWidth: 100, objectFit: 'contain' }}
          />
        )}
      </Box>
      {banner && (
        <Box data-testid="preview-banner">
          <Box
            component="img"
            src={layout.homeImage ?? undefined}
            alt={layout.homeText ?? name}
            sx={{ width: '100%', maxHeight: 160, objectFit: 'cover', display: 'block' }}
          />
          {layout.linkHomeImage && (
            <Typography variant="caption" sx={{ px: 1 }}>
              {m.previewBannerLink(layout.linkHomeImage)}
            </Typography>
          )}
        </Box>
      )}
      <Box
        sx={{
          bgcolor: layout.homeColor,
          color: layout.homeTextColor,
          p: 3,
          backgroundImage: !banner && layout.homeImage ? `url(${layout.homeImage})` : undefined,
          backgroundSize: 'cover',
        }}
      >
        {!banner && (
          <Typography variant="h5" component="p" sx={{ mb: 2 }}>
            {layout.homeText ?? ''}
          </Typography>
        )}
        <Box data-testid="preview-products" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {sold.map((tab) => (
            <Chip
              key={tab.code}
              label={tab.tabLabel}
              sx={{ bgcolor: layout.searchColor, color: chipText(layout.searchColor) }}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'flex', gap: 4, bgcolor: 'grey.200' }}>
        {layout.brandTheme === PORTOPLUS_BRAND ? (
          <Typography variant="subtitle2">{m.previewFixedFooter}</Typography>
        ) : (
          layout.footers.map((group, groupIndex) => (
            <Box key={groupIndex}>
              <Typography variant="subtitle2">{group.name}</Typography>
              {group.items.map((item, itemIndex) => (
                <Typography key={itemIndex} variant="body2">
                  {item.name}
                </Typography>
              ))}
            </Box>
          ))
        )}
        <Typography variant="body2" sx={{ ml: 'auto' }}>
          {settings.campaignConfig.coinAlias}
        </Typography>
      </Box>
      {settings.couponEnabled && (
        <Box data-testid="preview-coupon" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
          {flightDiscount && (
            <Typography variant="body2" sx={{ color: 'success.main' }}>
              {m.previewFlightDiscount}{' '}
              {flightDiscount.kind === 'percent'
                ? `${flightDiscount.value}%`
                : `${formatPoints(flightDiscount.value)} ${settings.campaignConfig.shortenCoinAlias}`}
            </Typography>
          )}
          <Typography variant="body2">
            {m.previewCouponAt}{' '}
            {coupon
              ? couponProducts.map((tab) => tab.tabLabel).join(', ')
              : m.previewCouponEverywhere}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
