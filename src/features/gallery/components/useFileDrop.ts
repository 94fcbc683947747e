import { useRef, useState, type DragEvent } from 'react';

/** The first URL of a `text/uri-list` (a link or an image dragged from another page), or null. */
export function droppedUrl(data: Pick<DataTransfer, 'getData'>): string | null {
  const url = data
    .getData('text/uri-list')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return url ?? null;
}

/** Whether a drag carries files or links, the two things the editor accepts (text and the like are ignored). */
function carriesFilesOrLinks(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).some((type) => type === 'Files' || type === 'text/uri-list');
}

export interface FileDropCallbacks {
  onFiles: (files: File[]) => void;
  /** A link dropped with no file (an image dragged from another page). */
  onUrl: (url: string) => void;
}

/** `dragging` while a usable drag is over the element. A depth count, not the last event, says whether the drag is
 *  inside: entering a child fires `dragenter` before the parent's `dragleave`. */
export function useFileDrop({ onFiles, onUrl }: FileDropCallbacks) {
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFilesOrLinks(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFilesOrLinks(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer.files);
      if (files.length > 0) {
        onFiles(files);
        return;
      }
      const url = droppedUrl(event.dataTransfer);
      if (url) onUrl(url);
    },
  };

  return { dragging, dropHandlers };
}
