import { useEffect } from 'react';
import { useToast } from '../../components/toast/useToast';
import { PermissionDenied } from '../kit/PermissionDenied';
import { ACCESS_DENIED_MESSAGE, ACCESS_DENIED_TITLE, ACCESS_DENIED_TOAST } from './newsletterAccess';

/** What a studio user who is not a super admin sees, with the spec's toast. */
export function NewsletterAccessDenied() {
  const { showToast } = useToast();
  useEffect(() => {
    showToast(ACCESS_DENIED_TOAST, 'error');
  }, [showToast]);
  return <PermissionDenied title={ACCESS_DENIED_TITLE} message={ACCESS_DENIED_MESSAGE} />;
}
