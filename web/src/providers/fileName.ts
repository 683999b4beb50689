/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(response: { readonly headers: Headers }, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}
