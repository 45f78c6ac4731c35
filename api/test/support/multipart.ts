/**
 * A GraphQL multipart request body (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * every Blob in the variables becomes a file part, as browser upload clients send it.
 */
export function graphqlMultipart(query: string, variables: Record<string, unknown>): FormData {
  const files: [string, Blob][] = [];
  const replace = (value: unknown, path: string): unknown => {
    if (value instanceof Blob) {
      files.push([path, value]);
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => replace(v, `${path}.${i}`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v, `${path}.${k}`)]));
    return value;
  };
  const operations = { query, variables: replace(variables, 'variables') };
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, blob], i) => form.append(String(i), blob, blob instanceof File ? blob.name : `file-${i}`));
  return form;
}

export function hasBlob(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (value && typeof value === 'object') return Object.values(value).some(hasBlob);
  return false;
}
