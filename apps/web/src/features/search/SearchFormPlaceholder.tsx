import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductFlags } from '@portal/domain';

export const searchPlaceholderCopy = {
  comingSoon: 'O formulário de busca desta categoria estará disponível em breve.',
} as const;

/** Placeholder region that the search-form issues replace with the real forms. */
export function SearchFormPlaceholder({ flag, label }: { flag: keyof ProductFlags; label: string }) {
  return (
    <Box component="section" data-testid={`search-form-${flag}`} aria-label={label} sx={{ py: 2 }}>
      <Typography component="h2" variant="h6">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {searchPlaceholderCopy.comingSoon}
      </Typography>
    </Box>
  );
}
