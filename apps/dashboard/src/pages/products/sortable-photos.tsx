/**
 * The product's photos as a sortable list (@dnd-kit): drag a photo by its handle with the mouse or
 * touch, or focus the handle and use Space and the arrow keys (dnd-kit's keyboard sensor, with its
 * spoken announcements); 'Move earlier' and 'Move later' buttons do the same in one press.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DraftPhoto } from './photos-draft.ts';

/** Props of {@link SortablePhotos}. */
export interface SortablePhotosProps {
  photos: DraftPhoto[];
  disabled: boolean;
  /** Alt text is the library's: editing it needs content:write. */
  altDisabled: boolean;
  onMove(from: number, to: number): void;
  onAlt(mediaId: string, alt: string): void;
  onRemove(mediaId: string): void;
}

export function SortablePhotos({ photos, disabled, altDisabled, onMove, onAlt, onRemove }: SortablePhotosProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      photos.findIndex((p) => p.mediaId === active.id),
      photos.findIndex((p) => p.mediaId === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ screenReaderInstructions: { draggable: 'To move a photo, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' } }}
    >
      <SortableContext items={photos.map((p) => p.mediaId)} strategy={rectSortingStrategy} disabled={disabled}>
        <ol className="photos" aria-label="Photos, in the order shown (the first is the main image)">
          {photos.map((photo, index) => (
            <SortablePhoto key={photo.mediaId} photo={photo} index={index} count={photos.length} disabled={disabled} altDisabled={altDisabled} onMove={onMove} onAlt={onAlt} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortablePhotoProps extends Omit<SortablePhotosProps, 'photos'> {
  photo: DraftPhoto;
  index: number;
  count: number;
}

function SortablePhoto({ photo, index, count, disabled, altDisabled, onMove, onAlt, onRemove }: SortablePhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.mediaId, disabled });
  const [width, height] = (photo.originalSize ?? '1x1').split('x').map(Number);
  return (
    <li ref={setNodeRef} className={isDragging ? 'photo photo--dragging' : 'photo'} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="photo__top">
        <button type="button" ref={setActivatorNodeRef} className="photo__handle" {...attributes} {...listeners} aria-label={`Drag ${photo.fileName} (photo ${index + 1} of ${count})`} disabled={disabled}>
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="photo__position">{index === 0 ? 'Main image' : `Photo ${index + 1}`}</span>
      </div>
      <img className="photo__image" src={`${photo.assetUrl}?format=300w`} alt="" width={width || 300} height={height || 300} loading="lazy" />
      <span className="photo__name">{photo.fileName}</span>
      <label className="field field--compact">
        <span className="field__label">Alt text of {photo.fileName}</span>
        <input value={photo.draftAlt} maxLength={250} disabled={altDisabled} onChange={(e) => onAlt(photo.mediaId, e.target.value)} />
      </label>
      <div className="photo__actions">
        <button type="button" className="button button--small" disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
          Move earlier<span className="visually-hidden"> {photo.fileName}</span>
        </button>
        <button type="button" className="button button--small" disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)}>
          Move later<span className="visually-hidden"> {photo.fileName}</span>
        </button>
        <button type="button" className="button button--small button--quiet" disabled={disabled} onClick={() => onRemove(photo.mediaId)}>
          Remove<span className="visually-hidden"> {photo.fileName}</span>
        </button>
      </div>
    </li>
  );
}
