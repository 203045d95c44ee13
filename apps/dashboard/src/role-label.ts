/**
 * A role name as people read it.
 * @example roleLabel('STORE_MANAGER') // 'Store manager'
 */
export function roleLabel(role: string): string {
  const words = role.toLowerCase().split('_').filter(Boolean);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
