import styled from '@emotion/styled';
import { useId, useState, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { ActionButton } from '@/components/Button';
import { downloadText } from '@/utils/downloadText';
import { BACKUP_MIME, checkImportSize, exportFileName, exportText, planImport } from '../albumBackup';
import { importAlbums } from '../albumOperations';
import { selectAlbums } from '../albumsSlice';
import { BACKUP_LABELS, exportDone, importSummary, importUnreadable } from '../messages';
import { HiddenFileInput, FileLabel } from './AlbumEditor.styles';
import { alertPanelStyles } from './alertPanel.styles';
import { AlertIcon, DownloadIcon, UploadIcon } from './galleryIcons';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const ExportButton = styled(ActionButton)`
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

/** A finished export or import (tone info), or a refused file / nothing imported (tone error, the alert look). */
const Result = styled.p`
  ${alertPanelStyles}
  padding: 12px 16px;
  &[data-tone='info'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The file's text as UTF-8 (FileReader: `Blob.text()` is missing from some test DOMs, never from browsers here). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no text')));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsText(file, 'utf-8');
  });
}

type Outcome = { tone: 'info' | 'error' | 'busy'; text: string; key: number };

/** "Exportar álbuns" / "Importar álbuns". Each outcome is a new live-region node (`key`), so the same sentence twice
 *  in a row is announced twice. */
export function BackupControls() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const hasAlbums = useAppSelector((state) => selectAlbums(state).length > 0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = { heading: useId(), input: useId(), empty: useId() };
  const say = (tone: Outcome['tone'], text: string) => setOutcome((last) => ({ tone, text, key: (last?.key ?? 0) + 1 }));

  const exportAlbums = () => {
    const albums = selectAlbums(store.getState());
    if (albums.length === 0) return;
    const now = new Date();
    const fileName = exportFileName(now);
    downloadText(fileName, exportText(albums, now), BACKUP_MIME);
    say('info', exportDone(albums.length, fileName));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again is a new change.
    event.target.value = '';
    if (!file) return;
    const tooLarge = checkImportSize(file.size);
    if (tooLarge) {
      say('error', tooLarge);
      return;
    }
    say('busy', BACKUP_LABELS.reading);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      say('error', importUnreadable(file.name));
      return;
    }
    // Planned against the list as it is now (another tab may have changed it while the file was read).
    const plan = planImport(selectAlbums(store.getState()), text);
    if (!plan.ok) {
      say('error', plan.message);
      return;
    }
    if (plan.added.length > 0) dispatch(importAlbums(plan.added));
    say(plan.added.length > 0 ? 'info' : 'error', importSummary(plan));
  };

  return (
    <Section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{BACKUP_LABELS.heading}</h2>
      <Muted>{BACKUP_LABELS.hint}</Muted>
      <Actions>
        <ExportButton
          type="button"
          disabled={!hasAlbums}
          aria-describedby={hasAlbums ? undefined : ids.empty}
          onClick={exportAlbums}>
          <DownloadIcon />
          {BACKUP_LABELS.exportAlbums}
        </ExportButton>
        <HiddenFileInput id={ids.input} type="file" accept=".json,application/json" onChange={(e) => void importFile(e)} />
        <FileLabel htmlFor={ids.input}>
          <UploadIcon />
          {BACKUP_LABELS.importAlbums}
        </FileLabel>
      </Actions>
      {!hasAlbums && <Muted id={ids.empty}>{BACKUP_LABELS.nothingToExport}</Muted>}
      <div role="status" data-testid="backup-status">
        {outcome &&
          (outcome.tone === 'busy' ? (
            <Muted key={outcome.key}>{outcome.text}</Muted>
          ) : (
            <Result key={outcome.key} data-tone={outcome.tone}>
              {outcome.tone === 'error' && <AlertIcon />}
              <span>{outcome.text}</span>
            </Result>
          ))}
      </div>
    </Section>
  );
}
