import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * One Material Design Icons path (`@mdi/js`) drawn by MUI's SvgIcon, so it takes MUI's fontSize,
 * colour and sx. The build inlines each imported path into the module that draws it, so a page
 * carries only its own icons.
 */
export function Icon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
