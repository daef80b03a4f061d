export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsVariant } from './tabs';
