import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  base64DecodedSize,
  fileExtension,
  imageFileError,
  imageFileSchema,
  isNonEmptyFile,
  kycFileError,
  kycFileSchema,
  LOGO_PICKER_EXTENSIONS,
  logoFileError,
} from './files';
import { KYC_DOCUMENT_KINDS, kycUploadSchema, missingKycDocuments, needsIdentityDocuments, requiredKycDocuments } from './kyc';
import { errorsOf, firstMessage, parsed } from './test-support';

const KYC_TOO_LARGE = 'Le fichier ne doit pas dépasser 7Mb';
const KYC_TYPE = 'Le fichier doit être au format pdf, jpeg, jpg, gif ou png';
const IMAGE_TOO_LARGE = "La taille de l'image doit être inférieure à 2 Mo";
const IMAGE_TYPE = "L'image doit être au format jpg, jpeg ou png";

describe('identity documents: pdf, jpeg, jpg, gif, png; at most 7 340 032 bytes', () => {
  it.each([
    [{ name: 'kbis.pdf', type: 'application/pdf', size: 7_340_032 }, null],
    [{ name: 'kbis.pdf', type: 'application/pdf', size: 7_340_033 }, KYC_TOO_LARGE],
    [{ name: 'id.JPG', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'id.jpeg', type: '', size: 1000 }, null], // no MIME type given by the browser
    [{ name: 'id.gif', type: 'image/gif', size: 1000 }, null],
    [{ name: 'id.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'id.heic', type: 'image/heic', size: 1000 }, KYC_TYPE],
    [{ name: 'id.pdf', type: 'text/html', size: 1000 }, KYC_TYPE], // extension and type disagree
    [{ name: 'scan', type: 'application/pdf', size: 1000 }, KYC_TYPE],
  ])('%j -> %s', (file, message) => {
    expect(kycFileError(file)).toBe(message);
    expect(firstMessage(kycFileSchema, file)).toBe(message);
  });

  it('empty files are not sent', () => {
    expect(isNonEmptyFile({ size: 0 })).toBe(false);
    expect(isNonEmptyFile({ size: 1 })).toBe(true);
  });
});

describe('banners and logos: jpg, jpeg, png; at most 2 097 152 bytes', () => {
  it.each([
    [{ name: 'banniere.png', type: 'image/png', size: 2_097_152 }, null],
    [{ name: 'banniere.png', type: 'image/png', size: 2_097_153 }, IMAGE_TOO_LARGE],
    [{ name: 'logo.jpg', type: 'image/jpeg', size: 10 }, null],
    [{ name: 'logo.JPEG', type: 'image/jpeg', size: 10 }, null],
    [{ name: 'logo.gif', type: 'image/gif', size: 10 }, IMAGE_TYPE], // cannot be cropped
    [{ name: 'logo.pdf', type: 'application/pdf', size: 10 }, IMAGE_TYPE],
    [{ name: 'logo.png', type: 'image/svg+xml', size: 10 }, IMAGE_TYPE],
  ])('%j -> %s', (file, message) => {
    expect(imageFileError(file)).toBe(message);
    expect(firstMessage(imageFileSchema, file)).toBe(message);
  });

  it('a logo follows the image rules even though the picker lists pdf and gif', () => {
    expect(logoFileError({ name: 'logo.gif', type: 'image/gif', size: 10 })).toBe(IMAGE_TYPE);
    expect(logoFileError({ name: 'logo.png', type: 'image/png', size: 10 })).toBeNull();
  });

  it('the profile logo picker lists the spec types', () => {
    expect(acceptAttribute(LOGO_PICKER_EXTENSIONS)).toBe('.pdf,.jpeg,.jpg,.gif,.png');
    expect(fileExtension('photo.de.moi.PNG')).toBe('png');
    expect(fileExtension('sans-extension')).toBe('');
  });
});

describe('KYC rules and upload body', () => {
  it('the six kinds of documents', () => {
    expect(KYC_DOCUMENT_KINDS).toEqual([
      'IDENTITY_PROOF',
      'REGISTRATION_PROOF',
      'ARTICLES_OF_ASSOCIATION',
      'SHAREHOLDER_DECLARATION',
      'ADDRESS_PROOF',
      'IDENTITY_PROOF_LEAD',
    ]);
  });

  it.each([
    [0, 250_000, false], // exactly 2 500 €
    [0, 250_001, true],
    [200_000, 50_000, false],
    [200_000, 50_001, true],
  ])('year %i + payment %i -> documents needed: %s', (year, payment, expected) => {
    expect(needsIdentityDocuments(year, payment)).toBe(expected);
  });

  it('documents per account type', () => {
    expect(requiredKycDocuments('private')).toEqual(['IDENTITY_PROOF']);
    expect(missingKycDocuments('enterprise', ['IDENTITY_PROOF', 'REGISTRATION_PROOF'])).toEqual([
      'ARTICLES_OF_ASSOCIATION',
      'SHAREHOLDER_DECLARATION',
    ]);
    expect(requiredKycDocuments('manager')).toEqual([]);
  });

  it('measures base64 content', () => {
    expect(base64DecodedSize('aGVsbG8=')).toBe(5);
    expect(base64DecodedSize('data:application/pdf;base64,aGVsbG8h')).toBe(6);
    expect(base64DecodedSize(Buffer.alloc(7_340_032).toString('base64'))).toBe(7_340_032);
  });

  it('drops empty documents, refuses oversize ones and unknown kinds', () => {
    const small = Buffer.from('pdf').toString('base64');
    expect(
      parsed(kycUploadSchema, {
        files: [
          { filetype: 'IDENTITY_PROOF', value: small },
          { filetype: 'IDENTITY_PROOF', value: '' },
        ],
        amount: 300_000,
      }).files,
    ).toHaveLength(1);
    expect(errorsOf(kycUploadSchema, { files: [{ filetype: 'IDENTITY_PROOF', value: '' }], amount: 1 })).toEqual([
      { field: 'files', detail: "Merci d'ajouter au moins un document" },
    ]);
    const big = Buffer.alloc(7_340_033).toString('base64');
    expect(errorsOf(kycUploadSchema, { files: [{ filetype: 'PASSPORT', value: big }], amount: 1 })).toEqual([
      { field: 'files.0.filetype', detail: "Le type de document n'est pas valide" },
      { field: 'files.0.value', detail: KYC_TOO_LARGE },
    ]);
  });
});
