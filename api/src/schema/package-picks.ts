import { paths } from "#common/paths";
import { PACKAGE_EXPIRED, PACKAGE_NO_PICKS } from "#common/packages";
import { badInput } from "../errors";
import { talentLabel } from "../services/activity";
import { queueEmail } from "../services/mail";
import { packagePicksEmail } from "../services/mail-templates";
import { PUBLIC_TALENT_WHERE } from "../services/visibility";
import { builder } from "./builder";
import { livePackage, PublicPackage, throttlePicks } from "./package";

// 'Send my picks': the client tells the agent they are done. The picks are already saved one by one
// (setPackagePick); sending stamps the package (staff see when, in the packages list) and e-mails
// the agent who made it, through the outbox, in the same transaction (ADR 080).

builder.mutationField("sendPackagePicks", (t) =>
  t.field({
    type: PublicPackage,
    description:
      "The client sends their picks to the agent who made the package: an e-mail to that staff member (the agency's inbox when the account is gone) and the time on the package. Public, by link; at least one talent must be marked.",
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) => {
      await throttlePicks(ctx);
      await ctx.packagePickLimiter.record(ctx.clientAddress);
      const sent = await ctx.prisma.$transaction(async (tx) => {
        const pkg = await livePackage(tx, token);
        if (!pkg) throw badInput({ token: PACKAGE_EXPIRED });
        const rows = await tx.packageTalent.findMany({
          where: { packageId: pkg.id, talent: PUBLIC_TALENT_WHERE },
          orderBy: { position: "asc" },
          select: { pick: true, comment: true, talent: { select: { firstName: true, lastName: true } } },
        });
        if (!rows.some((row) => row.pick)) throw badInput({ picks: PACKAGE_NO_PICKS });
        const picksSentAt = new Date();
        await tx.clientPackage.update({ where: { id: pkg.id }, data: { picksSentAt } });
        await queueEmail(tx, {
          template: "package-picks",
          to: pkg.createdBy?.username ?? ctx.config.agencyEmail,
          replyTo: pkg.clientEmail,
          email: packagePicksEmail(
            {
              title: pkg.title,
              clientName: pkg.clientName,
              clientEmail: pkg.clientEmail,
              picks: rows.map((row) => ({ talentName: talentLabel(row.talent), pick: row.pick, comment: row.comment })),
            },
            ctx.siteUrl + paths.admin.packages(),
          ),
        });
        return { ...pkg, picksSentAt };
      });
      ctx.mailer.wake();
      return sent;
    },
  }),
);
