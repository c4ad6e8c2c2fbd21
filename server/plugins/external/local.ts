/** Is the product served on this machine only (development)? Some defaults are unsafe anywhere else. */
export function isLocalAddress(publicUrl: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
}
