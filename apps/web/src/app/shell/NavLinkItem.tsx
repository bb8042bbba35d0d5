import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { isExternalLink } from '@portal/domain/campaigns';
import { shellCopy } from '../messages';

export function internalPath(link: string): string {
  return link.startsWith('/') ? link : `/${link}`;
}

/** A campaign link: http(s) opens in a new tab, anything else is an internal route. */
export function CampaignLinkButton({ link, children }: { link: string; children: ReactNode }) {
  if (isExternalLink(link)) {
    return (
      <Button color="inherit" component="a" href={link} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {shellCopy.newTab}</span>
      </Button>
    );
  }
  return (
    <Button color="inherit" component={RouterLink} to={internalPath(link)}>
      {children}
    </Button>
  );
}
