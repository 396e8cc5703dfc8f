// Column groups shared by the tables of every schema file (schema.ts and its schema-*.ts parts).

/** Audit fields of every saved record, `yyyy-MM-dd HH:mm:ss`. */
export type Audit = {
  createBy: string | null;
  createDate: string | null;
  updateBy: string | null;
  updateDate: string | null;
};

/** Ownership fields: the scope a row belongs to. */
export type Owned = {
  tenantId: number;
  organId: number;
  organPath: string;
};
