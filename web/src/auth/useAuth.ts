import { useContext } from 'react';
import { AuthContext, type AuthApi } from './AuthContext';

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}
