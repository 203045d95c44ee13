/**
 * The page's sections and their blocks. A block is reordered by dragging its handle (within or
 * across sections, or into an empty one), by the handle with Space and the arrow keys (dnd-kit's
 * keyboard sensor, announced), or with its Move up / Move down buttons, which cross into the
 * next section at an edge. Each block opens its settings form in place.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { EditorBlock, EditorDocument, EditorSection } from '@plinth/api';
import { memo, useMemo, useRef } from 'react';
import { BLOCK_INFO, blockSummary } from './block-catalog.ts';
import { CopyIcon, DownIcon, RemoveIcon, UpIcon } from './icons.tsx';
import { BlockForm } from './block-form.tsx';
import type { PageChoice } from './controls/index.ts';
import { blockProblem, findBlock, type BlockPlace } from './document-model.ts';

export interface BlockListProps {
  doc: EditorDocument;
  open: string | null;
  pages: PageChoice[];
  disabled: boolean;
  onOpen(id: string | null): void;
  onChange(block: EditorBlock): void;
  onMoveBy(id: string, delta: -1 | 1): void;
  onMoveTo(id: string, place: BlockPlace): void;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
  onRemoveSection(id: string): void;
  full: boolean;
}

/** The block's name for buttons and announcements, e.g. 'Heading block 2'. */
const nameOf = (block: EditorBlock, number: number) => `${BLOCK_INFO[block.type].name} block ${number}`;

export function BlockList(listProps: BlockListProps) {
  // The handlers, stable across renders, so a block's row redraws only when its own block changes
  // (typing in one block on a page of 60 stays quick).
  const latest = useRef(listProps);
  latest.current = listProps;
  const handlers = useMemo(
    () => ({
      onOpen: (id: string | null) => latest.current.onOpen(id),
      onChange: (block: EditorBlock) => latest.current.onChange(block),
      onMoveBy: (id: string, delta: -1 | 1) => latest.current.onMoveBy(id, delta),
      onMoveTo: (id: string, place: BlockPlace) => latest.current.onMoveTo(id, place),
      onDuplicate: (id: string) => latest.current.onDuplicate(id),
      onRemove: (id: string) => latest.current.onRemove(id),
      onRemoveSection: (id: string) => latest.current.onRemoveSection(id),
    }),
    [],
  );
  const props: BlockListProps = { ...listProps, ...handlers };
  const { doc } = props;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const numbers = new Map<string, number>();
  doc.sections.flatMap((s) => s.blocks).forEach((b, i) => numbers.set(b.id, i + 1));
  const total = numbers.size;
  const label = (id: string | number) => {
    const place = findBlock(doc, String(id));
    if (place) return nameOf(doc.sections[place.section].blocks[place.index], numbers.get(String(id))!);
    const section = doc.sections.findIndex((s) => s.id === id);
    return `the end of section ${section + 1}`;
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = findBlock(doc, String(over.id));
    if (target) return props.onMoveTo(String(active.id), target);
    const section = doc.sections.findIndex((s) => s.id === over.id);
    if (section >= 0) props.onMoveTo(String(active.id), { section, index: doc.sections[section].blocks.filter((b) => b.id !== active.id).length });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: 'To move a block, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${label(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${label(active.id)} is over ${label(over.id)}.` : `${label(active.id)} is no longer over a place to drop.`),
          onDragEnd: ({ active, over }) => (over ? `${label(active.id)} was dropped at ${label(over.id)}.` : `${label(active.id)} was dropped.`),
          onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled.`,
        },
      }}
    >
      {doc.sections.map((section, index) => (
        <SectionView key={section.id} section={section} index={index} count={doc.sections.length} numbers={numbers} total={total} {...props} />
      ))}
    </DndContext>
  );
}

interface SectionViewProps extends BlockListProps {
  section: EditorSection;
  index: number;
  count: number;
  numbers: Map<string, number>;
  total: number;
}

function SectionView({ section, index, count, numbers, total, ...props }: SectionViewProps) {
  const { setNodeRef, isOver } = useDroppable({ id: section.id, disabled: props.disabled });
  const key = section.blocks.map((b) => b.id).join(' ');
  // The same list while the blocks stay in place: dnd-kit redraws every row when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => section.blocks.map((b) => b.id), [key]);
  const heading = `section-${section.id}`;
  return (
    <section className={isOver ? 'editor-section editor-section--over' : 'editor-section'} aria-labelledby={heading}>
      <div className="editor-section__head">
        <h3 id={heading} className="editor-section__title">
          Section {index + 1}
          {count > 1 && <span className="muted"> of {count}</span>}
        </h3>
        {section.blocks.length === 0 && count > 1 && (
          <button type="button" className="button button--small button--quiet" disabled={props.disabled} onClick={() => props.onRemoveSection(section.id)}>
            Remove empty section<span className="visually-hidden"> {index + 1}</span>
          </button>
        )}
      </div>
      <SortableContext items={items} strategy={verticalListSortingStrategy} disabled={props.disabled}>
        <ol ref={setNodeRef} className="block-list" aria-labelledby={heading}>
          {section.blocks.length === 0 && <li className="block-list__empty muted">No blocks in this section. Add one, or move one here.</li>}
          {section.blocks.map((block) => (
            <BlockItem
              key={block.id}
              block={block}
              number={numbers.get(block.id)!}
              total={total}
              expanded={props.open === block.id}
              pages={props.pages}
              disabled={props.disabled}
              full={props.full}
              onOpen={props.onOpen}
              onChange={props.onChange}
              onMoveBy={props.onMoveBy}
              onDuplicate={props.onDuplicate}
              onRemove={props.onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </section>
  );
}

interface BlockItemProps extends Pick<BlockListProps, 'pages' | 'disabled' | 'full' | 'onOpen' | 'onChange' | 'onMoveBy' | 'onDuplicate' | 'onRemove'> {
  block: EditorBlock;
  number: number;
  total: number;
  expanded: boolean;
}

const BlockItem = memo(function BlockItem({ block, number, total, expanded, pages, disabled, full, onOpen, onChange, onMoveBy, onDuplicate, onRemove }: BlockItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id, disabled });
  const name = nameOf(block, number);
  const problem = blockProblem(block);
  const summary = blockSummary(block);
  const formId = `block-form-${block.id}`;
  return (
    <li ref={setNodeRef} className={`block-item${isDragging ? ' block-item--dragging' : ''}${expanded ? ' block-item--open' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="block-item__bar">
        <button type="button" ref={setActivatorNodeRef} className="block-item__handle" {...attributes} {...listeners} aria-label={`Drag ${name} of ${total}`} disabled={disabled}>
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="block-item__title" aria-expanded={expanded} aria-controls={expanded ? formId : undefined} data-focus={`${block.id}:open`} onClick={() => onOpen(expanded ? null : block.id)}>
          <span className="block-item__name">
            {number}. {BLOCK_INFO[block.type].name}
          </span>
          {summary && <span className="block-item__summary">{summary}</span>}
        </button>
        <div className="block-item__actions">
          <button type="button" className="icon-button" title="Move up" aria-label={`Move ${name} up`} data-focus={`${block.id}:up`} disabled={disabled || number === 1} onClick={() => onMoveBy(block.id, -1)}>
            <UpIcon />
          </button>
          <button type="button" className="icon-button" title="Move down" aria-label={`Move ${name} down`} data-focus={`${block.id}:down`} disabled={disabled || number === total} onClick={() => onMoveBy(block.id, 1)}>
            <DownIcon />
          </button>
          <button type="button" className="icon-button" title="Duplicate" aria-label={`Duplicate ${name}`} disabled={disabled || full} onClick={() => onDuplicate(block.id)}>
            <CopyIcon />
          </button>
          <button type="button" className="icon-button icon-button--danger" title="Remove" aria-label={`Remove ${name}`} disabled={disabled} onClick={() => onRemove(block.id)}>
            <RemoveIcon />
          </button>
        </div>
      </div>
      {problem && (
        <p className="block-item__problem">
          Not saved yet: {problem}
        </p>
      )}
      {expanded && (
        <div id={formId} className="block-form" role="group" aria-label={`${name} settings`}>
          <BlockForm block={block} pages={pages} onChange={onChange} />
        </div>
      )}
    </li>
  );
});
