// Copies text to the clipboard and says so; when the browser refuses (no
// permission), the caller gets to select the text instead, and the user is told.
import { toast } from 'sonner';

export async function copyText(text: string, copied: string, failed: string, onRefused: () => void) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    onRefused();
    toast.error(failed);
  }
}
