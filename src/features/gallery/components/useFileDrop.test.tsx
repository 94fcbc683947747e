import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { droppedUrl, useFileDrop, type FileDropCallbacks } from './useFileDrop';

function Zone(props: FileDropCallbacks) {
  const { dragging, dropHandlers } = useFileDrop(props);
  return (
    <div data-testid="zone" data-dragging={dragging} {...dropHandlers}>
      <span data-testid="child">drop here</span>
    </div>
  );
}

interface TransferInit {
  files?: File[];
  types?: string[];
  uriList?: string;
}

/** The parts of a DataTransfer the hook reads (jsdom has no DataTransfer). */
function transfer({ files = [], types, uriList = '' }: TransferInit = {}) {
  return {
    files,
    types: types ?? (files.length > 0 ? ['Files'] : []),
    dropEffect: 'none',
    getData: (format: string) => (format === 'text/uri-list' ? uriList : ''),
  };
}

function setup() {
  const onFiles = jest.fn();
  const onUrl = jest.fn();
  render(<Zone onFiles={onFiles} onUrl={onUrl} />);
  const zone = screen.getByTestId('zone');
  const child = screen.getByTestId('child');
  const dragging = () => zone.dataset.dragging === 'true';
  return { onFiles, onUrl, zone, child, dragging };
}

const png = new File(['x'], 'a.png', { type: 'image/png' });

describe('useFileDrop', () => {
  it('should show dragging while files are over the element, children included', () => {
    const { zone, child, dragging } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: transfer({ files: [png] }) });
    expect(dragging()).toBe(true);
    // Moving onto a child: enter the child first, then leave the parent.
    fireEvent.dragEnter(child, { dataTransfer: transfer({ files: [png] }) });
    fireEvent.dragLeave(zone, { dataTransfer: transfer({ files: [png] }) });
    expect(dragging()).toBe(true);
    fireEvent.dragLeave(child, { dataTransfer: transfer({ files: [png] }) });
    expect(dragging()).toBe(false);
  });

  it('should ignore a drag of plain text', () => {
    const { zone, dragging } = setup();
    const event = createEvent.dragEnter(zone, { dataTransfer: transfer({ types: ['text/plain'] }) });
    fireEvent(zone, event);
    expect(dragging()).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  it('should accept a drag over the element so the browser does not open the file', () => {
    const { zone } = setup();
    const event = createEvent.dragOver(zone, { dataTransfer: transfer({ files: [png] }) });
    fireEvent(zone, event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('should hand over dropped files and stop showing dragging', () => {
    const { zone, onFiles, onUrl, dragging } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: transfer({ files: [png] }) });
    fireEvent.drop(zone, { dataTransfer: transfer({ files: [png] }) });
    expect(onFiles).toHaveBeenCalledWith([png]);
    expect(onUrl).not.toHaveBeenCalled();
    expect(dragging()).toBe(false);
  });

  it('should hand over the first link when no file is dropped', () => {
    const { zone, onFiles, onUrl } = setup();
    fireEvent.drop(zone, {
      dataTransfer: transfer({ types: ['text/uri-list'], uriList: '# comment\r\nhttps://x.test/a.jpg\r\nhttps://x.test/b.jpg' }),
    });
    expect(onUrl).toHaveBeenCalledWith('https://x.test/a.jpg');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('should do nothing for a drop with neither files nor links', () => {
    const { zone, onFiles, onUrl } = setup();
    fireEvent.drop(zone, { dataTransfer: transfer({ types: ['text/uri-list'], uriList: '# only a comment' }) });
    expect(onFiles).not.toHaveBeenCalled();
    expect(onUrl).not.toHaveBeenCalled();
  });
});

describe('droppedUrl', () => {
  it('should skip comments and blank lines of a uri-list', () => {
    expect(droppedUrl({ getData: () => '\n#c\n  https://x.test/1.png  \n' })).toBe('https://x.test/1.png');
    expect(droppedUrl({ getData: () => '' })).toBeNull();
  });
});
