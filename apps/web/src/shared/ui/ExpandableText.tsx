import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { cutText } from '@portal/domain/activities';
import { hasMarkup, plainText, sanitizeHtml } from '../html/sanitizeHtml';
import { expandableTextCopy as copy } from './messages';

/**
 * A supplier text cut at `max` characters with 'ver mais' / 'ver menos'. Markup is rendered
 * sanitised in full; the cut shows its words only, since cutting markup would break its tags.
 */
export function ExpandableText({
  text,
  max,
  variant,
  color,
}: {
  text: string;
  max: number;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
}) {
  const [expanded, setExpanded] = useState(false);
  const { html, cut } = useMemo(
    () => ({
      html: hasMarkup(text) ? sanitizeHtml(text) : null,
      cut: cutText(plainText(text), max),
    }),
    [text, max],
  );
  const full =
    html !== null ? (
      <Box sx={{ '& > :first-of-type': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      text.trim()
    );
  return (
    <Typography
      component="div"
      variant={variant}
      color={color}
      sx={{ whiteSpace: html !== null ? 'normal' : 'pre-line' }}
    >
      {cut.cut && !expanded ? cut.text : full}
      {cut.cut ? (
        <>
          {' '}
          <Link
            component="button"
            type="button"
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={expanded}
            sx={{ verticalAlign: 'baseline' }}
          >
            {expanded ? copy.seeLess : copy.seeMore}
          </Link>
        </>
      ) : null}
    </Typography>
  );
}
