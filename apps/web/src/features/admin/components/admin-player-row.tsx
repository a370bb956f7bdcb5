// One player on the admin players page: the name (a link to their page) with its marks (to check,
// invited, no account), who added them and the account, invite and teams under it, and the row's
// actions.
import type { PendingInvite, Player } from '@cueleague/domain/entities';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import { formatDay, possessive } from '../../../lib/format.ts';
import { AdminListRow, DeleteRowAction, EditRowAction, RowAction } from './admin-list.tsx';

export const AdminPlayerRow = ({
  player,
  name,
  account,
  addedBy,
  invite,
  teamLine,
  on,
}: {
  player: Player;
  name: string;
  /** The e-mail of the linked account, or null. */
  account: string | null;
  /** The e-mail of whoever added the player on match night, when known. */
  addedBy: string | undefined;
  /** The invite waiting to be used, for a player with no account. */
  invite: PendingInvite | undefined;
  teamLine: ReactNode;
  on: {
    review: () => void;
    invite: () => void;
    edit: () => void;
    link: () => void;
    unlink: () => void;
    delete: () => void;
  };
}) => (
  <AdminListRow
    label={name}
    primary={<PlayerLink playerId={player.id}>{name}</PlayerLink>}
    badges={
      <>
        {player.needsReview && <Chip size="small" color="warning" label="To check" />}
        {account ? null : invite ? (
          <Chip size="small" color="info" variant="outlined" label="Invited" />
        ) : (
          <Chip size="small" variant="outlined" label="No account" />
        )}
      </>
    }
    secondary={
      <>
        {player.needsReview && (
          <div>
            Added by {player.addedByUserId ? (addedBy ?? 'a captain') : 'a captain'} on match night
          </div>
        )}
        {account && <div>Account: {account}</div>}
        {invite && (
          <div>
            Invited {invite.email}, expires {formatDay(invite.expiresAt)}
          </div>
        )}
        {teamLine && <div>{teamLine}</div>}
      </>
    }
    actions={
      <>
        {player.needsReview && (
          <RowAction
            label={`${name} looks right`}
            icon={<CheckCircleOutlineIcon />}
            color="primary"
            onClick={on.review}
          />
        )}
        {!account && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<MailOutlineIcon />}
            aria-label={invite ? `Send again to ${name}` : `Invite ${name}`}
            onClick={on.invite}
          >
            {invite ? 'Send again' : 'Invite'}
          </Button>
        )}
        <EditRowAction name={name} onClick={on.edit} />
        {player.userId ? (
          <RowAction
            label={`Unlink ${possessive(name)} account`}
            icon={<LinkOffIcon />}
            onClick={on.unlink}
          />
        ) : (
          <RowAction label={`Link ${name} to an account`} icon={<LinkIcon />} onClick={on.link} />
        )}
        <DeleteRowAction name={name} onClick={on.delete} />
      </>
    }
  />
);
