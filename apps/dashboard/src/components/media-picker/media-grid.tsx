/**
 * Existing Files: the library as a grid of thumbnails (the 300w derivative, never the original),
 * each a button that opens its File Detail, with its name, size and processing state.
 */
import { formatFileSize } from './file-size.ts';
import { thumbnailUrl, type MediaFile } from './media-api.ts';

/** Props of {@link MediaGrid}. */
export interface MediaGridProps {
  files: readonly MediaFile[];
  selectedId: string | null;
  onSelect(file: MediaFile): void;
}

export function MediaGrid({ files, selectedId, onSelect }: MediaGridProps) {
  return (
    <ul className="media-grid" aria-label="Existing Files">
      {files.map((file) => {
        const thumb = thumbnailUrl(file, 300);
        return (
          <li key={file.id} className="media-grid__cell">
            <button
              type="button"
              className={file.id === selectedId ? 'media-tile media-tile--selected' : 'media-tile'}
              aria-pressed={file.id === selectedId}
              onClick={() => onSelect(file)}
            >
              <span className="media-tile__preview" style={file.colorData ? { background: file.colorData.center } : undefined}>
                {thumb && file.status === 'ready' ? (
                  <img src={thumb} alt="" loading="lazy" decoding="async" width={150} height={150} />
                ) : (
                  <span className="media-tile__kind" aria-hidden="true">
                    {extensionOf(file.fileName)}
                  </span>
                )}
              </span>
              <span className="media-tile__name">{file.fileName}</span>
              <span className="media-tile__meta">
                {formatFileSize(file.size)}
                {file.status !== 'ready' && <span className={file.status === 'failed' ? 'badge badge--failed' : 'badge badge--muted'}>{file.status === 'failed' ? 'Failed' : 'Processing'}</span>}
                {file.usage.length > 0 && <span className="badge">In use</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** 'report.pdf' → 'PDF', for files without a picture. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toUpperCase().slice(0, 5) : 'FILE';
}
