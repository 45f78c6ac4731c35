import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const family = isIP(plain);
  if (family === 4) return loopback.check(plain, 'ipv4');
  if (family === 6) return loopback.check(plain, 'ipv6');
  return false;
}

/** True when a listening or URL host is reachable only from this machine ('localhost' or a loopback address). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}
