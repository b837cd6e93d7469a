import { useRef, useState, type DragEvent } from 'react';
import { copy } from '../../copy';
import { useObjectUrl } from './useObjectUrl';
import { checkImageFile, type ImageProblem } from '../../browser/imageFile';
import { FieldError } from '../../components/form/FieldError';
import { Glyph } from '../../components/Glyph';
import { image, upload } from '../../components/icons/actions';
import '../../components/Button.css';
import './ImagePicker.css';

interface ImagePickerProps {
  id: string;
  label: string;
  file: File | null;
  /** Shown while no file is chosen: the current picture, when editing. */
  currentUrl?: string;
  error?: string | undefined;
  /** Called once the cheap checks (type, first bytes, size) have run on the chosen file. */
  onPick: (file: File, problem: ImageProblem | null) => void;
  /** Takes the chosen file back (移除圖片), where the form may go without one. */
  onClear?: () => void;
  round?: boolean;
}

/** A file input inside a drop zone, with a preview of the chosen picture. */
export function ImagePicker({
  id,
  label,
  file,
  currentUrl,
  error,
  onPick,
  onClear,
  round,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [dragging, setDragging] = useState(false);
  const chosenUrl = useObjectUrl(file && !error ? file : null);
  const preview = file ? chosenUrl : currentUrl;
  const errorId = `${id}-error`;

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    // Only the last pick counts, however the checks of earlier ones finish.
    const ticket = ++latest.current;
    const problem = await checkImageFile(picked);
    if (ticket === latest.current) onPick(picked, problem);
  };

  const clear = () => {
    // A check of the file still running must not bring it back.
    latest.current += 1;
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    onClear?.();
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    // Show the dropped file's name in the input too, as if it had been chosen there.
    if (input.current && files instanceof FileList) input.current.files = files;
    void pick(files[0]);
  };

  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div
        className={`image-picker${dragging ? ' image-picker--dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {preview ? (
          <img
            className={`image-picker__preview${round ? ' image-picker__preview--round' : ''}`}
            src={preview}
            alt={copy.imagePreview}
          />
        ) : (
          <Glyph glyph={image} className="image-picker__placeholder" />
        )}
        {/* The native button speaks the browser's language; this one speaks the site's. */}
        <input
          ref={input}
          id={id}
          className="image-picker__input"
          type="file"
          accept="image/*"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <span className="image-picker__choose">
          <label htmlFor={id} className="button button--basic">
            <Glyph glyph={upload} />
            {copy.imageChoose}
          </label>
          {file && <span className="image-picker__name">{file.name}</span>}
          {file && onClear && (
            <button type="button" className="button button--basic" onClick={clear}>
              {copy.imageRemove}
            </button>
          )}
        </span>
        <span className="image-picker__hint">{copy.imageDropHint}</span>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
