/** The parts of the OpenAPI document the fuzz run reads: each operation with its inputs. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** A path or query value as it is sent: given already percent-encoded (maybe wrongly), or to encode. */
export interface UrlValue {
  text: string;
  encoded: boolean;
}

/** Text a URL can carry: a lone surrogate becomes U+FFFD, as a browser would send it. */
export const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** The path with every `{name}` (and a `{*}` wildcard) replaced by its value. */
export function fillPath(path: string, values: Record<string, UrlValue>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) return '';
    return value.encoded ? value.text : encodeURIComponent(wellFormed(value.text));
  });
}
