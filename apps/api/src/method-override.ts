const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const FORM_TYPE = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * Laravel's method spoofing: a real POST whose form carries `_method` of PUT, PATCH or DELETE is
 * handled as that method (browsers and PHP parse multipart bodies on POST only). Anything else,
 * `_method=GET` or a JSON body, is left alone. Answers the new request, or null. The body limit
 * runs first, so an oversized form is refused before it is read here.
 */
export async function overrideMethod(request: Request): Promise<Request | null> {
  if (request.method !== 'POST') return null;
  const type = request.headers.get('content-type') ?? '';
  if (!FORM_TYPE.test(type)) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const method = String(form?.get('_method') ?? '').toUpperCase();
  if (!form || !OVERRIDABLE.has(method)) return null;
  form.delete('_method');
  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new Request(request.url, { method, headers, body: form });
}
