import { useSearchParams } from 'react-router';
import { LoginForm } from './LoginForm';
import { SignInStarter } from './SignInStarter';

/**
 * /login. Opened by the provider with ?interaction= it shows the form; opened any other way it
 * starts sign-in at the provider, which returns here with an interaction.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const interaction = params.get('interaction');
  return interaction ? <LoginForm key={interaction} uid={interaction} /> : <SignInStarter />;
}
