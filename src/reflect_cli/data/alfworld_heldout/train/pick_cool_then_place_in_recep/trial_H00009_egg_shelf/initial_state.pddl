(define (problem plan_trial_H00009_egg_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  EggType - otype
  PanType - otype
  PlateType - otype
  PotatoType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91 - object
  Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48 - object
  Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01 - object
  Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09 - object
  Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28 - object
  Microwave_bar__plus_01_dot_73_bar__plus_01_dot_40_bar__plus_00_dot_13 - receptacle
  CounterTop_bar__plus_01_dot_42_bar__minus_02_dot_08_bar__minus_01_dot_83 - receptacle
  Fridge_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__plus_00_dot_90 - receptacle
  Sink_bar__plus_00_dot_22_bar__plus_00_dot_02_bar__plus_00_dot_50_bar_SinkBasin - receptacle
  Shelf_bar__plus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_15 - receptacle
  Drawer_bar__minus_02_dot_18_bar__minus_00_dot_62_bar__plus_00_dot_93 - receptacle
  DiningTable_bar__plus_01_dot_38_bar__minus_01_dot_46_bar__minus_00_dot_66 - receptacle
  loc_bar_3_bar__minus_5_bar_2_bar_0 - location
  loc_bar_6_bar__minus_5_bar_0_bar_45 - location
  loc_bar_7_bar_3_bar_1_bar_30 - location
  loc_bar_7_bar_7_bar_0_bar_60 - location
  loc_bar_7_bar_7_bar_3_bar_15 - location
  loc_bar__minus_4_bar__minus_8_bar_3_bar_30 - location
  loc_bar__minus_6_bar_1_bar_0_bar_15 - location
  loc_bar__minus_7_bar_5_bar_3_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_4_bar__minus_8_bar_3_bar_30)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotatoType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType PotatoType)
  (canContain DrawerType BowlType)
  (canContain DrawerType EggType)
  (canContain DrawerType PanType)
  (canContain DrawerType PlateType)
  (canContain DrawerType PotatoType)
  (canContain FridgeType BowlType)
  (canContain FridgeType EggType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType EggType)
  (canContain ShelfType PanType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotatoType)
  (receptacleType Microwave_bar__plus_01_dot_73_bar__plus_01_dot_40_bar__plus_00_dot_13 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_73_bar__plus_01_dot_40_bar__plus_00_dot_13 loc_bar_7_bar_3_bar_1_bar_30)
  (openable Microwave_bar__plus_01_dot_73_bar__plus_01_dot_40_bar__plus_00_dot_13)
  (receptacleType CounterTop_bar__plus_01_dot_42_bar__minus_02_dot_08_bar__minus_01_dot_83 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_42_bar__minus_02_dot_08_bar__minus_01_dot_83 loc_bar_3_bar__minus_5_bar_2_bar_0)
  (receptacleType Fridge_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__plus_00_dot_90 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__plus_00_dot_90 loc_bar_7_bar_7_bar_3_bar_15)
  (openable Fridge_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__plus_00_dot_90)
  (receptacleType Sink_bar__plus_00_dot_22_bar__plus_00_dot_02_bar__plus_00_dot_50_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_22_bar__plus_00_dot_02_bar__plus_00_dot_50_bar_SinkBasin loc_bar_7_bar_7_bar_0_bar_60)
  (receptacleType Shelf_bar__plus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_15 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_26_bar__plus_01_dot_83_bar__plus_02_dot_15 loc_bar__minus_7_bar_5_bar_3_bar_45)
  (receptacleType Drawer_bar__minus_02_dot_18_bar__minus_00_dot_62_bar__plus_00_dot_93 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_18_bar__minus_00_dot_62_bar__plus_00_dot_93 loc_bar__minus_6_bar_1_bar_0_bar_15)
  (openable Drawer_bar__minus_02_dot_18_bar__minus_00_dot_62_bar__plus_00_dot_93)
  (receptacleType DiningTable_bar__plus_01_dot_38_bar__minus_01_dot_46_bar__minus_00_dot_66 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_01_dot_38_bar__minus_01_dot_46_bar__minus_00_dot_66 loc_bar_6_bar__minus_5_bar_0_bar_45)
  (objectType Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91 EggType)
  (inReceptacle Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91 CounterTop_bar__plus_01_dot_42_bar__minus_02_dot_08_bar__minus_01_dot_83)
  (objectAtLocation Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91 loc_bar_3_bar__minus_5_bar_2_bar_0)
  (pickupable Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91)
  (cleanable Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91)
  (heatable Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91)
  (coolable Egg_bar__plus_01_dot_15_bar__minus_01_dot_39_bar__plus_00_dot_91)
  (objectType Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48 Fridge_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__plus_00_dot_90)
  (objectAtLocation Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48 loc_bar_7_bar_7_bar_3_bar_15)
  (pickupable Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48)
  (cleanable Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48)
  (coolable Bowl_bar__minus_01_dot_66_bar__plus_00_dot_27_bar__minus_02_dot_48)
  (objectType Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01 PotatoType)
  (inReceptacle Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01 Microwave_bar__plus_01_dot_73_bar__plus_01_dot_40_bar__plus_00_dot_13)
  (objectAtLocation Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01 loc_bar_7_bar_3_bar_1_bar_30)
  (pickupable Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01)
  (cleanable Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01)
  (heatable Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01)
  (coolable Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01)
  (sliceable Potato_bar__plus_00_dot_24_bar__minus_00_dot_04_bar__plus_02_dot_01)
  (objectType Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09 PlateType)
  (inReceptacle Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09 Drawer_bar__minus_02_dot_18_bar__minus_00_dot_62_bar__plus_00_dot_93)
  (objectAtLocation Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09 loc_bar__minus_6_bar_1_bar_0_bar_15)
  (pickupable Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09)
  (cleanable Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09)
  (heatable Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09)
  (coolable Plate_bar__plus_01_dot_67_bar__plus_01_dot_75_bar__minus_02_dot_09)
  (objectType Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28 PanType)
  (inReceptacle Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28 Sink_bar__plus_00_dot_22_bar__plus_00_dot_02_bar__plus_00_dot_50_bar_SinkBasin)
  (objectAtLocation Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28 loc_bar_7_bar_7_bar_0_bar_60)
  (pickupable Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28)
  (cleanable Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28)
  (coolable Pan_bar__plus_00_dot_60_bar__minus_00_dot_23_bar__minus_00_dot_28)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o EggType)
                    (receptacleType ?r ShelfType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
