(define (problem plan_trial_H00009_cellphone_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  PillowType - otype
  RemoteControlType - otype
  StatueType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  CellPhone_bar__plus_01_dot_83_bar__plus_00_dot_63_bar__plus_01_dot_37 - object
  Statue_bar__plus_01_dot_43_bar__plus_00_dot_26_bar__plus_00_dot_43 - object
  KeyChain_bar__plus_01_dot_71_bar__plus_00_dot_56_bar__minus_01_dot_42 - object
  Pillow_bar__minus_01_dot_20_bar__minus_00_dot_54_bar__minus_00_dot_44 - object
  RemoteControl_bar__minus_01_dot_19_bar__plus_01_dot_93_bar__minus_01_dot_13 - object
  CreditCard_bar__plus_01_dot_10_bar__minus_00_dot_57_bar__minus_01_dot_44 - object
  DeskLamp_bar__plus_01_dot_77_bar__plus_02_dot_26_bar__plus_02_dot_35 - object
  CoffeeTable_bar__plus_01_dot_71_bar__minus_00_dot_63_bar__minus_02_dot_42 - receptacle
  SideTable_bar__minus_01_dot_37_bar__plus_02_dot_04_bar__plus_02_dot_02 - receptacle
  Shelf_bar__minus_02_dot_31_bar__plus_00_dot_92_bar__plus_01_dot_14 - receptacle
  Drawer_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_00_dot_60 - receptacle
  Sofa_bar__plus_00_dot_30_bar__plus_00_dot_21_bar__plus_02_dot_10 - receptacle
  loc_bar_4_bar__minus_4_bar_2_bar_30 - location
  loc_bar_5_bar_5_bar_3_bar_45 - location
  loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
  loc_bar__minus_5_bar__minus_4_bar_0_bar_0 - location
  loc_bar__minus_6_bar_6_bar_3_bar_15 - location
  loc_bar__minus_7_bar__minus_7_bar_1_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType StatueType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PillowType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType StatueType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PillowType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType StatueType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PillowType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType PillowType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType StatueType)
  (receptacleType CoffeeTable_bar__plus_01_dot_71_bar__minus_00_dot_63_bar__minus_02_dot_42 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_01_dot_71_bar__minus_00_dot_63_bar__minus_02_dot_42 loc_bar__minus_7_bar__minus_7_bar_1_bar_15)
  (receptacleType SideTable_bar__minus_01_dot_37_bar__plus_02_dot_04_bar__plus_02_dot_02 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_37_bar__plus_02_dot_04_bar__plus_02_dot_02 loc_bar__minus_5_bar__minus_4_bar_0_bar_0)
  (receptacleType Shelf_bar__minus_02_dot_31_bar__plus_00_dot_92_bar__plus_01_dot_14 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_02_dot_31_bar__plus_00_dot_92_bar__plus_01_dot_14 loc_bar__minus_6_bar_6_bar_3_bar_15)
  (receptacleType Drawer_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_00_dot_60 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_00_dot_60 loc_bar_4_bar__minus_4_bar_2_bar_30)
  (openable Drawer_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_00_dot_60)
  (receptacleType Sofa_bar__plus_00_dot_30_bar__plus_00_dot_21_bar__plus_02_dot_10 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_30_bar__plus_00_dot_21_bar__plus_02_dot_10 loc_bar_5_bar_5_bar_3_bar_45)
  (objectType CellPhone_bar__plus_01_dot_83_bar__plus_00_dot_63_bar__plus_01_dot_37 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_01_dot_83_bar__plus_00_dot_63_bar__plus_01_dot_37 Shelf_bar__minus_02_dot_31_bar__plus_00_dot_92_bar__plus_01_dot_14)
  (objectAtLocation CellPhone_bar__plus_01_dot_83_bar__plus_00_dot_63_bar__plus_01_dot_37 loc_bar__minus_6_bar_6_bar_3_bar_15)
  (pickupable CellPhone_bar__plus_01_dot_83_bar__plus_00_dot_63_bar__plus_01_dot_37)
  (objectType Statue_bar__plus_01_dot_43_bar__plus_00_dot_26_bar__plus_00_dot_43 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_43_bar__plus_00_dot_26_bar__plus_00_dot_43 CoffeeTable_bar__plus_01_dot_71_bar__minus_00_dot_63_bar__minus_02_dot_42)
  (objectAtLocation Statue_bar__plus_01_dot_43_bar__plus_00_dot_26_bar__plus_00_dot_43 loc_bar__minus_7_bar__minus_7_bar_1_bar_15)
  (pickupable Statue_bar__plus_01_dot_43_bar__plus_00_dot_26_bar__plus_00_dot_43)
  (objectType KeyChain_bar__plus_01_dot_71_bar__plus_00_dot_56_bar__minus_01_dot_42 KeyChainType)
  (inReceptacle KeyChain_bar__plus_01_dot_71_bar__plus_00_dot_56_bar__minus_01_dot_42 CoffeeTable_bar__plus_01_dot_71_bar__minus_00_dot_63_bar__minus_02_dot_42)
  (objectAtLocation KeyChain_bar__plus_01_dot_71_bar__plus_00_dot_56_bar__minus_01_dot_42 loc_bar__minus_7_bar__minus_7_bar_1_bar_15)
  (pickupable KeyChain_bar__plus_01_dot_71_bar__plus_00_dot_56_bar__minus_01_dot_42)
  (objectType Pillow_bar__minus_01_dot_20_bar__minus_00_dot_54_bar__minus_00_dot_44 PillowType)
  (inReceptacle Pillow_bar__minus_01_dot_20_bar__minus_00_dot_54_bar__minus_00_dot_44 CoffeeTable_bar__plus_01_dot_71_bar__minus_00_dot_63_bar__minus_02_dot_42)
  (objectAtLocation Pillow_bar__minus_01_dot_20_bar__minus_00_dot_54_bar__minus_00_dot_44 loc_bar__minus_7_bar__minus_7_bar_1_bar_15)
  (pickupable Pillow_bar__minus_01_dot_20_bar__minus_00_dot_54_bar__minus_00_dot_44)
  (objectType RemoteControl_bar__minus_01_dot_19_bar__plus_01_dot_93_bar__minus_01_dot_13 RemoteControlType)
  (inReceptacle RemoteControl_bar__minus_01_dot_19_bar__plus_01_dot_93_bar__minus_01_dot_13 Drawer_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_00_dot_60)
  (objectAtLocation RemoteControl_bar__minus_01_dot_19_bar__plus_01_dot_93_bar__minus_01_dot_13 loc_bar_4_bar__minus_4_bar_2_bar_30)
  (pickupable RemoteControl_bar__minus_01_dot_19_bar__plus_01_dot_93_bar__minus_01_dot_13)
  (objectType CreditCard_bar__plus_01_dot_10_bar__minus_00_dot_57_bar__minus_01_dot_44 CreditCardType)
  (inReceptacle CreditCard_bar__plus_01_dot_10_bar__minus_00_dot_57_bar__minus_01_dot_44 Drawer_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_00_dot_60)
  (objectAtLocation CreditCard_bar__plus_01_dot_10_bar__minus_00_dot_57_bar__minus_01_dot_44 loc_bar_4_bar__minus_4_bar_2_bar_30)
  (pickupable CreditCard_bar__plus_01_dot_10_bar__minus_00_dot_57_bar__minus_01_dot_44)
  (objectType DeskLamp_bar__plus_01_dot_77_bar__plus_02_dot_26_bar__plus_02_dot_35 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_01_dot_77_bar__plus_02_dot_26_bar__plus_02_dot_35 SideTable_bar__minus_01_dot_37_bar__plus_02_dot_04_bar__plus_02_dot_02)
  (objectAtLocation DeskLamp_bar__plus_01_dot_77_bar__plus_02_dot_26_bar__plus_02_dot_35 loc_bar__minus_5_bar__minus_4_bar_0_bar_0)
  (toggleable DeskLamp_bar__plus_01_dot_77_bar__plus_02_dot_26_bar__plus_02_dot_35)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o CellPhoneType)
                 (holds ?a ?o)
             )
         )
     )
)
)
