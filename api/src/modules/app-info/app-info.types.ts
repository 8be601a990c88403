import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'What the sign-in page needs before anyone signs in, and nothing more (no version: it would tell an attacker what to try).',
})
export class AppInfo {
  @Field({ description: 'Product title shown in the header, footer and browser tab (택배관리시스템).' })
  productName!: string;

  @Field({
    description:
      'True when the server runs on its embedded database with demo data; only then may the sign-in form prefill the demo account.',
  })
  demoData!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Where the print program installer is downloaded (PRINT_PROGRAM_URL); null hides the link.',
  })
  printProgramUrl!: string | null;

  /** PUBLIC_URL; absent or null in the server's settings: the request's own origin (the resolver's). */
  @Field(() => String, {
    description:
      "The app's public address (PUBLIC_URL, else this request's origin), no trailing slash: labels' QR codes link to <publicUrl>/track/<waybillNo>.",
  })
  publicUrl?: string | null;
}
