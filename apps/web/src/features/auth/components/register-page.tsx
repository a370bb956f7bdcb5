import { zodResolver } from '@hookform/resolvers/zod';
import { registerBodySchema } from '@cueleague/domain/requests';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  applyFieldErrors,
  EmailField,
  FormCard,
  FormStack,
  muiField,
  NewPasswordFields,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { useAuth } from '../hooks/auth-context.tsx';
import { useRegister } from '../hooks/use-auth-actions.ts';

const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords differ',
  });

type RegisterInput = z.input<typeof registerFormSchema>;
type RegisterForm = z.output<typeof registerFormSchema>;

export const RegisterPage = () => {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  if (!loading && user && !registerAccount.isPending && !registerAccount.isSuccess)
    return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(({ email, password }) =>
    registerAccount.mutate(
      { email, password },
      {
        onSuccess: () => void navigate('/profile', { replace: true }),
        onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
      },
    ),
  );

  return (
    <Page
      title="Register"
      description="Create an account. Your league admin links it to your player record, which gives you your team."
      narrow
    >
      <FormCard>
        <FormStack onSubmit={onSubmit}>
          <EmailField field={muiField(register, 'email')} error={errors.email?.message} />
          <NewPasswordFields
            password={muiField(register, 'password')}
            repeat={muiField(register, 'confirmPassword')}
            passwordError={errors.password?.message}
            repeatError={errors.confirmPassword?.message}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={registerAccount.isPending}
          >
            Create account
          </Button>
          <Typography variant="body2" color="text.secondary">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </FormStack>
      </FormCard>
    </Page>
  );
};
