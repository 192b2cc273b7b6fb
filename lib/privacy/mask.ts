/** A client address as the export shows it: the network, not the host (203.0.113.*; 2001:db8:85a3:*). */
export function maskAddress(address: string): string {
  const a = address.trim();
  if (!a) return '';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(a);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (a.includes(':')) return `${a.split(':').slice(0, 3).join(':')}:*`;
  return '*';
}
