import { describe, expect, it } from 'vitest';
import { clientHeadFromManifest, runtimeChunkKey, staticClosure, type Manifest } from './client-head.ts';

const manifest: Manifest = {
  'src/client-entry.ts': {
    file: 'assets/client-entry-a1.js',
    isEntry: true,
    imports: ['_shared-b2.js'],
    dynamicImports: ['src/runtime.tsx'],
  },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  'src/runtime.tsx': { file: 'assets/runtime-c3.js', imports: ['_shared-b2.js', '_react-d4.js'] },
  '_react-d4.js': { file: 'assets/react-d4.js', css: ['assets/x.css'] },
};

describe('clientHeadFromManifest', () => {
  it('loads only the loader and its imports by default', () => {
    expect(clientHeadFromManifest(manifest)).toBe(
      '<script type="module" src="/assets/client/assets/client-entry-a1.js"></script>' +
        '<link rel="modulepreload" href="/assets/client/assets/shared-b2.js">',
    );
  });

  it('preloads the runtime closure on request, each file once', () => {
    const head = clientHeadFromManifest(manifest, { preloadRuntime: true });
    expect(head.match(/modulepreload/g)).toHaveLength(3);
    expect(head).toContain('href="/assets/client/assets/runtime-c3.js"');
    expect(head).toContain('href="/assets/client/assets/react-d4.js"');
    expect(head).not.toContain('x.css'); // CSS of a lazy chunk is not a page dependency
  });

  it('fails clearly without a build', () => {
    expect(() => clientHeadFromManifest({})).toThrow(/npm run build/);
  });
});

describe('staticClosure', () => {
  it('survives import cycles', () => {
    const cyclic: Manifest = { a: { file: 'a.js', imports: ['b'] }, b: { file: 'b.js', imports: ['a'] } };
    expect(staticClosure(cyclic, 'a')).toEqual(['a.js', 'b.js']);
  });
});

describe('runtimeChunkKey', () => {
  it('finds the runtime by its source, or by the chunk name when the build folded the source into it', () => {
    const bySource = { 'src/client-entry.ts': { file: 'e.js', isEntry: true, dynamicImports: ['src/runtime.tsx'] }, 'src/runtime.tsx': { file: 'r.js' } };
    expect(runtimeChunkKey(bySource)).toBe('src/runtime.tsx');
    const folded = {
      'src/client-entry.ts': { file: 'e.js', isEntry: true, dynamicImports: ['src/analytics/consent-banner.ts', '_runtime-Ab.js'] },
      'src/analytics/consent-banner.ts': { file: 'c.js', name: 'consent-banner' },
      '_runtime-Ab.js': { file: 'assets/runtime-Ab.js', name: 'runtime' },
    };
    expect(runtimeChunkKey(folded)).toBe('_runtime-Ab.js');
    expect(clientHeadFromManifest(folded, { preloadRuntime: true })).toContain('<link rel="modulepreload" href="/assets/client/assets/runtime-Ab.js">');
    expect(runtimeChunkKey({ 'src/client-entry.ts': { file: 'e.js' } })).toBeNull();
  });
});
