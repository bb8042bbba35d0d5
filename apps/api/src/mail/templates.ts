import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { bookingMailTemplates, type BookingMailTemplate } from '@portal/domain/operators';

/**
 * The e-mail templates: Handlebars files in `templates/` beside this module (copied beside the
 * bundle by the build), an HTML and a text version of each. HTML values are escaped; the text
 * version is plain text and is not.
 */
export const mailTemplateNames = bookingMailTemplates;
export type MailTemplateName = BookingMailTemplate;

export interface RenderedMail {
  html: string;
  text: string;
}

const here = dirname(fileURLToPath(import.meta.url));

function templatesFolder(): string {
  const candidates = [resolve(here, 'templates'), resolve(here, 'mail-templates')];
  const found = candidates.find((folder) => existsSync(join(folder, 'layout.html.hbs')));
  if (!found) throw new Error(`mail templates not found in ${candidates.join(', ')}`);
  return found;
}

type Compiled = Record<
  MailTemplateName,
  { html: Handlebars.TemplateDelegate; text: Handlebars.TemplateDelegate }
>;

let compiled: Compiled | null = null;

function load(): Compiled {
  const folder = templatesFolder();
  const read = (file: string) => readFileSync(join(folder, file), 'utf8');
  const html = Handlebars.create();
  html.registerPartial('layout', read('layout.html.hbs'));
  html.registerPartial('booking', read('booking.html.hbs'));
  const text = Handlebars.create();
  const entries = mailTemplateNames.map((name) => [
    name,
    {
      html: html.compile(read(`${name}.html.hbs`), { strict: true }),
      text: text.compile(read(`${name}.text.hbs`), { noEscape: true, strict: true }),
    },
  ]);
  return Object.fromEntries(entries) as Compiled;
}

/** Renders one template with its view; the files are read and compiled once. */
export function renderMail(name: MailTemplateName, view: object): RenderedMail {
  compiled ??= load();
  const template = compiled[name];
  return {
    html: template.html(view),
    // Blank lines the template's conditionals leave behind collapse to one.
    text: `${template
      .text(view)
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
  };
}
