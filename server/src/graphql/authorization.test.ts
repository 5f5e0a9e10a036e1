import { getMetadataStorage } from 'type-graphql';
import { RESOLVERS } from './schema';

/**
 * Every root field says who may call it (`@Authorized`), public ones included: a field added without it fails here,
 * before it can serve anyone by accident.
 */
describe('authorization of the root fields', () => {
  const storage = getMetadataStorage();
  const rootFields = [
    ...storage.queries.map((field) => ({ kind: 'Query', ...field })),
    ...storage.mutations.map((field) => ({ kind: 'Mutation', ...field })),
    ...storage.subscriptions.map((field) => ({ kind: 'Subscription', ...field })),
  ].filter((field) => (RESOLVERS as readonly unknown[]).includes(field.target));

  it('finds the resolvers of the schema', () => {
    expect(rootFields.length).toBeGreaterThan(20);
    expect(rootFields.map((field) => field.kind)).toEqual(
      expect.arrayContaining(['Query', 'Mutation', 'Subscription']),
    );
  });

  it('finds a declaration of who may call on every one of them', () => {
    const undeclared = rootFields
      .filter(
        (field) =>
          !storage.authorizedFields.some(
            (authorized) =>
              authorized.target === field.target &&
              authorized.fieldName === field.methodName &&
              authorized.roles.length > 0,
          ),
      )
      .map((field) => `${field.kind}.${field.schemaName}`);
    expect(undeclared).toEqual([]);
  });
});
