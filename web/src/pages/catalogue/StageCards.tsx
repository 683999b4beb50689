import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Stack,
  Typography,
} from '@mui/material';
import type { StageSummary } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormats } from '../../providers/useFormats';

/** Places left while registration is open; otherwise why it is closed. */
const Availability = ({ stage }: { stage: StageSummary }) => {
  const translate = useTranslate();
  const open = !stage.closed_reason;
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{ fontWeight: 500, color: open ? 'success.main' : 'text.secondary' }}
    >
      {open
        ? translate('app.catalogue.remaining', { smart_count: stage.remaining_places })
        : translate(`app.catalogue.status.${stage.closed_reason}`)}
    </Typography>
  );
};

/** Stages as a grid of cards, each opening its page. */
export const StageCards = ({
  stages,
  emptyText = 'app.catalogue.no_stages',
  heading = 'h2',
}: {
  stages: readonly StageSummary[];
  emptyText?: string;
  /** The level of each card's title under the page's own headings. */
  heading?: 'h2' | 'h3';
}) => {
  const translate = useTranslate();
  const format = useFormats();
  if (stages.length === 0) {
    return <Typography color="text.secondary">{translate(emptyText)}</Typography>;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {stages.map((stage) => (
        <Card key={stage.id} component="article" variant="outlined">
          <CardActionArea
            component={Link}
            to={`/stage/${stage.slug}`}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
          >
            {stage.image_url && (
              <CardMedia component="img" height="140" image={stage.image_url} alt="" />
            )}
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component={heading}>
                {stage.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {stage.organization.name}
              </Typography>
              <Typography variant="body2">
                {translate('app.catalogue.date_range', {
                  from: format.date(stage.starts_at),
                  until: format.date(stage.ends_at),
                })}
              </Typography>
              <Typography variant="body2">
                {`${stage.city} · ${translate('resources.stages.ages', { min: stage.min_age, smart_count: stage.max_age })}`}
              </Typography>
              <Stack
                direction="row"
                sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {format.price(stage.cost_cents)}
                </Typography>
                <Availability stage={stage} />
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
};
