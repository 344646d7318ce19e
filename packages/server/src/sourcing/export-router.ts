import express from 'express';
import { createRequestContext, type ServerServices } from '../api/context';
import { failureOutcome } from '../api/operation';
import { bomCsv, bomJlcCsv, bomXlsx, exportFileName, type ExportFormat } from './bom/export';
import { loadBom, loadLines, viewerOf } from './bom-store';
import { bomDetail, planOf } from './bom-view';
import { requestCurrency } from '../currency/request-currency';
import { bomPlanInput } from '@ferrite/contract/sourcing';

/**
 * Downloads of a priced BOM: GET /bom/{id}/export.csv, /bom/{id}/export.xlsx and JLCPCB's assembly
 * BOM /bom/{id}/export.jlc.csv, with the page's
 * ?builds=&attrition=. Files, not envelopes, so they live beside the pages rather than under /api;
 * the same rule as the page decides who may read them (the owner, or anyone once shared). Money
 * is in the visitor's currency (`_currency` cookie) at the current rate, as the page shows it.
 */
export function createBomExportRouter(services: ServerServices): express.Router {
  const router = express.Router();
  router.get('/bom/:id/export.:format', async (req, res) => {
    const format = req.params.format as ExportFormat;
    const ctx = createRequestContext(services, {
      headers: req.headers,
      ip: req.ip,
      requestId: res.locals.requestId as string,
      secure: req.secure,
    });
    const parsed = bomPlanInput.safeParse({
      id: req.params.id,
      builds: req.query.builds || undefined,
      attrition: req.query.attrition || undefined,
    });
    if (!['csv', 'xlsx', 'jlc.csv'].includes(format) || !parsed.success) {
      res.status(404).type('text').send('There is no such export.');
      return;
    }
    try {
      const viewer = await viewerOf(ctx);
      const loaded = await loadBom(ctx.db, parsed.data.id, viewer);
      const { bom, owner } = loaded;
      const detail = await bomDetail(
        ctx.db,
        loaded,
        await loadLines(ctx.db, bom.id),
        owner,
        viewer.userId !== null,
        planOf(bom, parsed.data),
      );
      const charge = await requestCurrency(ctx);
      if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
      res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="${exportFileName(detail, format)}"` });
      if (format === 'jlc.csv') res.type('text/csv; charset=utf-8').send(bomJlcCsv(detail));
      else if (format === 'csv') res.type('text/csv; charset=utf-8').send(bomCsv(detail, charge));
      else res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await bomXlsx(detail, charge));
    } catch (error) {
      const outcome = failureOutcome(error, ctx);
      res.status(outcome.status).type('text').send(outcome.envelope.message);
    }
  });
  return router;
}
