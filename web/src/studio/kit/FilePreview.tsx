import { useEffect, useState } from 'react';

/** A blob: URL of the file while it is shown, released when the file changes or the preview goes. */
export function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return file ? url : null;
}

/** A picked file's picture ('Preview of {name}'), before it is uploaded. */
export function FilePreview({ file }: { file: File }) {
  const url = useFileUrl(file);
  return url ? <img src={url} alt={`Preview of ${file.name}`} /> : null;
}
