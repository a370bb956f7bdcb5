// First run: with no league yet, create it with its admin, or load the demo league and pick one of
// its logins (every role is there, with a live match in progress). Either takes the setup code
// the server printed in its log: whoever finds a fresh server first must not become its admin.
import { weakPasswordReason } from '@cueleague/domain/password-strength';
import { setupBodySchema } from '@cueleague/domain/requests';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  applyFieldErrors,
  FormStack,
  NewPasswordFields,
  SubmitButton,
  textFieldProps,
  withPasswordRepeat,
} from '../../../components/form-fields.tsx';
import { Page, Panel } from '../../../components/page.tsx';
import { ErrorState, Spinner } from '../../../components/states.tsx';
import { DemoLogins, sharedPassword } from '../../../entities/auth/components/demo-logins.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { createLeague, loadDemoLeague, setupStatusQuery } from '../api/setup-api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

/** The two cards side by side: roomier than a panel, and as tall as each other. */
const CARD_SX = { p: { xs: 2.5, sm: 4 }, height: '100%' };

// The code is one field for both cards, above them; the form holds the rest.
// The league's name is one the password may not contain: the form knows it as it is typed.
const setupFormSchema = withPasswordRepeat(
  setupBodySchema.omit({ setupCode: true }),
  'password',
).superRefine(({ password, leagueName }, ctx) => {
  const reason = weakPasswordReason(password, [leagueName]);
  if (reason && reason !== weakPasswordReason(password))
    ctx.addIssue({ code: 'custom', path: ['password'], message: reason });
});

const CODE_HINT =
  'The server printed it in its log when it started (the line with "setup code"); on the server, npm run setup-code shows it again.';
const CODE_MISSING = "Enter the setup code from the server's log";

/** The setup code typed once for both cards, and the error either card's answer puts on it. */
const useSetupCode = () => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    change: (next: string) => {
      setValue(next);
      setError(null);
    },
    /** The code to send, or null (with the field's error shown) when nothing was typed. */
    take: (): string | null => {
      if (value.trim() === '') {
        setError(CODE_MISSING);
        return null;
      }
      return value.trim();
    },
    /** Puts the server's refusal of the code on the field; false when it was about something else. */
    refused: (refusal: unknown): boolean => {
      const message = refusal instanceof ApiError ? refusal.fields?.setupCode : undefined;
      if (message) setError(message);
      return Boolean(message);
    },
  };
};
type SetupCode = ReturnType<typeof useSetupCode>;

const SetupCodePanel = ({ code }: { code: SetupCode }) => (
  <Panel headingId="code-heading" title="Your setup code" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      To show that you run this server, enter the one-time code it gave you. It is needed to create
      the league or to load the demo, and stops working once either is done.
    </Typography>
    <TextField
      label="Setup code"
      required
      fullWidth
      value={code.value}
      onChange={(event) => code.change(event.target.value)}
      error={code.error !== null}
      helperText={code.error ?? CODE_HINT}
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 100 },
      }}
    />
  </Panel>
);

const browserTimezone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London';
  } catch {
    return 'Europe/London';
  }
};

const timezones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/London', 'UTC'];
  }
};

const CreateLeagueForm = ({ code }: { code: SetupCode }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const zones = useMemo(timezones, []);
  const create = useMutation({
    mutationFn: createLeague,
    meta: { successMessage: "Your league is ready, and you're signed in as its admin." },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      void navigate('/', { replace: true });
    },
  });
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(
    setupFormSchema,
    {
      leagueName: '',
      timezone: browserTimezone(),
      email: '',
      password: '',
      confirmPassword: '',
    },
    { plainWords: false },
  );
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    const setupCode = code.take();
    if (setupCode === null) return;
    create.mutate(
      { ...body, setupCode },
      {
        onError: (error) => {
          code.refused(error);
          applyFieldErrors(error, setError, ['leagueName', 'timezone', 'email', 'password']);
        },
      },
    );
  });

  return (
    <Panel headingId="create-heading" title="Create your league" sx={CARD_SX}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Name the league and make the first admin account. You can add seasons, venues and teams
        next.
      </Typography>
      <FormStack onSubmit={onSubmit}>
        <TextField
          label="League name"
          required
          {...textFieldProps(register, errors, 'leagueName', 'For example: Riverside Pool League')}
        />
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <Autocomplete
              options={zones}
              value={field.value ?? 'Europe/London'}
              onChange={(_event, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disableClearable
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="Time zone"
                  required
                  error={Boolean(errors.timezone)}
                  helperText={errors.timezone?.message ?? 'Fixtures are shown in this time zone'}
                />
              )}
            />
          )}
        />
        <TextField
          label="Admin e-mail"
          type="email"
          autoComplete="email"
          required
          {...textFieldProps(register, errors, 'email')}
        />
        <NewPasswordFields
          label="Admin password"
          repeatLabel="Repeat password"
          register={register}
          errors={errors}
          name="password"
        />
        <SubmitButton pending={create.isPending}>Create league</SubmitButton>
      </FormStack>
    </Panel>
  );
};

const DemoCard = ({ demo, code }: { demo: ReturnType<typeof useDemo>; code: SetupCode }) => (
  <Panel headingId="demo-heading" title="Try the demo league" sx={CARD_SX}>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Twelve clubs: last season finished, this one half-played in two divisions, with results,
      tables, player stats and a match being played right now. Good for a first look; start over
      with an empty database for the real league.
    </Typography>
    <Button
      variant="outlined"
      size="large"
      onClick={() => {
        const setupCode = code.take();
        if (setupCode !== null) demo.mutate(setupCode, { onError: (error) => code.refused(error) });
      }}
      loading={demo.isPending}
    >
      Load the demo league
    </Button>
    {demo.isPending && (
      <Box role="status" sx={{ mt: 2 }}>
        <LinearProgress aria-label="Loading the demo league" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Playing two seasons of matches, frame by frame: this takes 10 to 20 seconds.
        </Typography>
      </Box>
    )}
  </Panel>
);

const useDemo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadDemoLeague,
    meta: { successMessage: 'The demo league is loaded' },
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

export const SetupPage = () => {
  const status = useQuery(setupStatusQuery());
  const demo = useDemo();
  const code = useSetupCode();

  if (demo.data) {
    return (
      <Page
        title="Demo league loaded"
        description="Pick a login below, or just browse: every public page has data now."
      >
        <Stack spacing={2}>
          <Alert severity="success">
            {demo.data.leagueName ?? 'The demo league'} is loaded
            {demo.data.seasonName ? ` with ${demo.data.seasonName}` : ''}. Sign in as any of these
            people to see the app through their eyes.
            {sharedPassword(demo.data.logins) && (
              <>
                {' '}
                Every demo account's password is <strong>{sharedPassword(demo.data.logins)}</strong>
                .
              </>
            )}{' '}
            The sign-in page lists them again later.
          </Alert>
          <DemoLogins logins={demo.data.logins} />
        </Stack>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          Browse as a visitor
        </Button>
      </Page>
    );
  }
  if (status.isPending) return <Spinner label="Checking the league" />;
  if (status.isError) {
    return (
      <Page title="Set up CueLeague">
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      </Page>
    );
  }
  if (!status.data.needed) {
    return (
      <Page
        title="The league is set up"
        description="This CueLeague already has its league."
        narrow
      >
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/" variant="contained">
            Go to the home page
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined">
            Sign in
          </Button>
        </Stack>
      </Page>
    );
  }
  return (
    <Page
      title="Welcome to CueLeague"
      description="There is no league here yet. Create yours, or load the demo league to look around."
    >
      <SetupCodePanel code={code} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CreateLeagueForm code={code} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <DemoCard demo={demo} code={code} />
        </Grid>
      </Grid>
    </Page>
  );
};
