import { render } from '@testing-library/react';
import Box from '@mui/material/Box';
import { describe, expect, it } from 'vitest';

/** Every CSS rule the document holds, as text. */
function documentCss(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

describe('emotion style insertion (app/styleInsertion.ts)', () => {
  it('inserts a component’s rules while rendering, before the next sibling renders', () => {
    const seenBySibling: string[] = [];
    function Sibling() {
      seenBySibling.push(documentCss());
      return null;
    }
    render(
      <>
        <Box sx={{ color: 'rgb(1, 2, 3)' }} />
        <Sibling />
      </>,
    );
    expect(seenBySibling[0]).toContain('rgb(1, 2, 3)');
  });
});
