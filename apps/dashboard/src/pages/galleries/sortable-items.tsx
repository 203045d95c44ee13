/**
 * A gallery's items as a sortable list (@dnd-kit): drag an image by its handle, or focus the
 * handle and use Space and the arrow keys (dnd-kit's keyboard sensor and its spoken
 * announcements); 'Move earlier' and 'Move later' do the same in one press. Each item has its
 * title, caption and link.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DraftItem } from './gallery-draft.ts';

/** Props of {@link SortableItems}. */
export interface SortableItemsProps {
  items: DraftItem[];
  disabled: boolean;
  onMove(from: number, to: number): void;
  onEdit(key: string, changes: Partial<Pick<DraftItem, 'title' | 'caption' | 'link'>>): void;
  onRemove(key: string): void;
}

const nameOf = (item: DraftItem, index: number) => item.media?.fileName ?? (item.mediaType === 'imageEmpty' ? `Empty image ${index + 1}` : 'A removed file');

export function SortableItems({ items, disabled, onMove, onEdit, onRemove }: SortableItemsProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(items.findIndex((i) => i.key === active.id), items.findIndex((i) => i.key === over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ screenReaderInstructions: { draggable: 'To move an image, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' } }}
    >
      <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="gallery-items" aria-label="Images, in the order shown">
          {items.map((item, index) => (
            <SortableItem key={item.key} item={item} index={index} count={items.length} disabled={disabled} onMove={onMove} onEdit={onEdit} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps extends Omit<SortableItemsProps, 'items'> {
  item: DraftItem;
  index: number;
  count: number;
}

function SortableItem({ item, index, count, disabled, onMove, onEdit, onRemove }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key, disabled });
  const name = nameOf(item, index);
  const isImage = item.media?.contentType.startsWith('image/') ?? false;
  return (
    <li ref={setNodeRef} className={isDragging ? 'gallery-item gallery-item--dragging' : 'gallery-item'} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="gallery-item__handle" {...attributes} {...listeners} aria-label={`Drag ${name} (image ${index + 1} of ${count})`} disabled={disabled}>
        <span aria-hidden="true">⠿</span>
      </button>
      {isImage && item.media ? (
        <img className="gallery-item__thumb" src={`${item.media.url}?format=100w`} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="gallery-item__thumb gallery-item__thumb--none" aria-hidden="true">
          {item.mediaType === 'video' ? '▶' : ''}
        </span>
      )}
      <div className="gallery-item__fields">
        <span className="gallery-item__name">
          {index + 1}. {name}
        </span>
        <label className="field field--compact">
          <span className="field__label">Title of image {index + 1}</span>
          <input value={item.title} maxLength={200} disabled={disabled} onChange={(e) => onEdit(item.key, { title: e.target.value })} />
        </label>
        <label className="field field--compact">
          <span className="field__label">Link of image {index + 1} (without the lightbox)</span>
          <input value={item.link ?? ''} maxLength={2083} placeholder="/shop or https://…" disabled={disabled} onChange={(e) => onEdit(item.key, { link: e.target.value })} />
        </label>
        <label className="field field--compact gallery-item__caption">
          <span className="field__label">Caption of image {index + 1}</span>
          <textarea value={item.caption} maxLength={1000} rows={2} disabled={disabled} onChange={(e) => onEdit(item.key, { caption: e.target.value })} />
        </label>
      </div>
      <div className="gallery-item__actions">
        <button type="button" className="button button--small" disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
          Move earlier<span className="visually-hidden"> image {index + 1}</span>
        </button>
        <button type="button" className="button button--small" disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)}>
          Move later<span className="visually-hidden"> image {index + 1}</span>
        </button>
        <button type="button" className="button button--small button--quiet" disabled={disabled} onClick={() => onRemove(item.key)}>
          Remove<span className="visually-hidden"> image {index + 1}</span>
        </button>
      </div>
    </li>
  );
}
