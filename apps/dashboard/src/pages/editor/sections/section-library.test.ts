import { EDITOR_LIMITS, editorDocument, type EditorDocument } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { blankBlock, blockProblem, insertSection } from '../document-model.ts';
import { SECTION_TEMPLATES, sectionFrom } from './section-library.ts';

const page = (...sections: number[]): EditorDocument => ({
  version: 1,
  sections: sections.map((n, i) => ({ id: `s${i}`, blocks: Array.from({ length: n }, (_, j) => blankBlock('line', `b${i}x${j}`)) })),
});

describe('the section library', () => {
  it('has the twelve sections the issue names, each valid for the server once the site has a gallery, a store and a form', () => {
    expect(SECTION_TEMPLATES.map((t) => t.name)).toEqual(['Hero', 'Text with image', 'Features', 'Testimonials', 'Gallery', 'Product grid', 'Newsletter', 'Contact form', 'FAQ', 'Call to action', 'Team', 'Pricing']);
    const choices = { galleryId: 'g1', storeId: 'c1', formId: 'f1' };
    const sections = SECTION_TEMPLATES.map((t) => sectionFrom(t, choices));
    for (const section of sections) for (const block of section.blocks) expect(blockProblem(block), `${section.id} ${block.type}`).toBeNull();
    const result = editorDocument.safeParse({ version: 1, sections });
    expect(result.success, JSON.stringify(result.error?.issues[0])).toBe(true);
  });

  it('makes new ids each time, and a block waits for a choice the site cannot fill', () => {
    const [a, b] = [sectionFrom(SECTION_TEMPLATES[0]), sectionFrom(SECTION_TEMPLATES[0])];
    expect(a.id).not.toBe(b.id);
    expect(a.blocks.map((x) => x.id)).not.toEqual(b.blocks.map((x) => x.id));
    const gallery = sectionFrom(SECTION_TEMPLATES.find((t) => t.id === 'gallery')!);
    expect(gallery.blocks.map(blockProblem)).toEqual([null, 'Choose a gallery.']);
  });

  it('inserts a section after the one chosen, and refuses past the limits', () => {
    const section = sectionFrom(SECTION_TEMPLATES.find((t) => t.id === 'call-to-action')!);
    expect(insertSection(page(1, 1), section, 0).sections.map((s) => s.id)).toEqual(['s0', section.id, 's1']);
    expect(insertSection(page(1, 1), section, -1).sections[0].id).toBe(section.id);
    expect(insertSection(page(1, 1), section).sections.map((s) => s.id)).toEqual(['s0', 's1', section.id]);
    const full = page(EDITOR_LIMITS.maxBlocks - 1);
    expect(insertSection(full, section)).toBe(full);
  });
});
