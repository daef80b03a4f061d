import { ProductCatalogue, type ProductCatalogueProps } from './product-catalogue';

/** The "Cursos" catalogue's texts (pt-BR). */
export const courseCatalogueMessages = {
  title: 'Cursos',
  intro: 'Todos os produtos da Aula, com o preço e os cursos de cada um.',
} as const;

/**
 * The header's "Cursos" (issue 37 §3, ADR 046): every product, those without a course yet too,
 * each with its price text and "Comprar" for whoever is not its student, and its courses.
 */
export function CourseCatalogue(props: Omit<ProductCatalogueProps, 'every'>) {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{courseCatalogueMessages.title}</h1>
        <p className="text-muted-foreground max-w-prose text-lg">{courseCatalogueMessages.intro}</p>
      </header>
      <ProductCatalogue {...props} every />
    </div>
  );
}
