import { Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import type { StageSummary } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormats } from './useFormats';

/** Stages as cards, each opening its page. */
export const StageCards = ({ stages }: { stages: readonly StageSummary[] }) => {
  const translate = useTranslate();
  const format = useFormats();
  if (stages.length === 0) {
    return <Typography color="text.secondary">{translate('app.catalogue.no_stages')}</Typography>;
  }
  return (
    <>
      {stages.map((stage) => (
        <Card key={stage.id} variant="outlined" sx={{ mb: 2 }}>
          <CardActionArea component={Link} to={`/stage/${stage.slug}`}>
            {stage.image_url && (
              <CardMedia component="img" height="140" image={stage.image_url} alt="" />
            )}
            <CardContent>
              <Typography variant="h6" component="h3">
                {stage.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${format.day(stage.starts_at)} · ${stage.city} · ${format.price(stage.cost_cents)}`}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </>
  );
};
