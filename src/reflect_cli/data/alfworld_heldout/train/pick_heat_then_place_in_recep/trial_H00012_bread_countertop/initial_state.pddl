(define (problem plan_trial_H00012_bread_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  CupType - otype
  KnifeType - otype
  MugType - otype
  PanType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30 - object
  Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91 - object
  Knife_bar__minus_01_dot_36_bar__plus_02_dot_06_bar__plus_00_dot_88 - object
  Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63 - object
  Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36 - object
  Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78 - object
  Sink_bar__minus_01_dot_77_bar__minus_01_dot_10_bar__minus_01_dot_51_bar_SinkBasin - receptacle
  Shelf_bar__plus_00_dot_90_bar__plus_00_dot_79_bar__minus_00_dot_86 - receptacle
  CounterTop_bar__minus_00_dot_79_bar__minus_00_dot_79_bar__plus_01_dot_22 - receptacle
  Drawer_bar__minus_01_dot_09_bar__minus_01_dot_74_bar__plus_00_dot_60 - receptacle
  DiningTable_bar__minus_02_dot_35_bar__plus_01_dot_08_bar__plus_00_dot_70 - receptacle
  Fridge_bar__minus_02_dot_30_bar__plus_01_dot_82_bar__minus_01_dot_28 - receptacle
  Microwave_bar__plus_01_dot_67_bar__plus_01_dot_10_bar__minus_02_dot_20 - receptacle
  loc_bar_0_bar_6_bar_1_bar_30 - location
  loc_bar_2_bar_6_bar_0_bar_60 - location
  loc_bar_3_bar__minus_8_bar_3_bar_30 - location
  loc_bar_8_bar_2_bar_3_bar_30 - location
  loc_bar_8_bar__minus_8_bar_1_bar_45 - location
  loc_bar__minus_3_bar__minus_5_bar_3_bar_30 - location
  loc_bar__minus_6_bar__minus_4_bar_2_bar_45 - location
  loc_bar__minus_8_bar__minus_1_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_8_bar__minus_8_bar_1_bar_45)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BreadType)
  (canContain DrawerType CupType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType MugType)
  (canContain DrawerType PanType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BreadType)
  (canContain ShelfType CupType)
  (canContain ShelfType KnifeType)
  (canContain ShelfType MugType)
  (canContain ShelfType PanType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (receptacleType Sink_bar__minus_01_dot_77_bar__minus_01_dot_10_bar__minus_01_dot_51_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_77_bar__minus_01_dot_10_bar__minus_01_dot_51_bar_SinkBasin loc_bar_0_bar_6_bar_1_bar_30)
  (receptacleType Shelf_bar__plus_00_dot_90_bar__plus_00_dot_79_bar__minus_00_dot_86 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_90_bar__plus_00_dot_79_bar__minus_00_dot_86 loc_bar_2_bar_6_bar_0_bar_60)
  (receptacleType CounterTop_bar__minus_00_dot_79_bar__minus_00_dot_79_bar__plus_01_dot_22 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_79_bar__minus_00_dot_79_bar__plus_01_dot_22 loc_bar__minus_6_bar__minus_4_bar_2_bar_45)
  (receptacleType Drawer_bar__minus_01_dot_09_bar__minus_01_dot_74_bar__plus_00_dot_60 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_09_bar__minus_01_dot_74_bar__plus_00_dot_60 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
  (openable Drawer_bar__minus_01_dot_09_bar__minus_01_dot_74_bar__plus_00_dot_60)
  (receptacleType DiningTable_bar__minus_02_dot_35_bar__plus_01_dot_08_bar__plus_00_dot_70 DiningTableType)
  (receptacleAtLocation DiningTable_bar__minus_02_dot_35_bar__plus_01_dot_08_bar__plus_00_dot_70 loc_bar_3_bar__minus_8_bar_3_bar_30)
  (receptacleType Fridge_bar__minus_02_dot_30_bar__plus_01_dot_82_bar__minus_01_dot_28 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_30_bar__plus_01_dot_82_bar__minus_01_dot_28 loc_bar__minus_8_bar__minus_1_bar_1_bar_60)
  (openable Fridge_bar__minus_02_dot_30_bar__plus_01_dot_82_bar__minus_01_dot_28)
  (receptacleType Microwave_bar__plus_01_dot_67_bar__plus_01_dot_10_bar__minus_02_dot_20 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_67_bar__plus_01_dot_10_bar__minus_02_dot_20 loc_bar_8_bar_2_bar_3_bar_30)
  (openable Microwave_bar__plus_01_dot_67_bar__plus_01_dot_10_bar__minus_02_dot_20)
  (objectType Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30 BreadType)
  (inReceptacle Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30 Sink_bar__minus_01_dot_77_bar__minus_01_dot_10_bar__minus_01_dot_51_bar_SinkBasin)
  (objectAtLocation Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30 loc_bar_0_bar_6_bar_1_bar_30)
  (pickupable Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30)
  (heatable Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30)
  (coolable Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30)
  (sliceable Bread_bar__plus_02_dot_10_bar__minus_00_dot_49_bar__minus_01_dot_30)
  (objectType Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91 MugType)
  (inReceptacle Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91 Drawer_bar__minus_01_dot_09_bar__minus_01_dot_74_bar__plus_00_dot_60)
  (objectAtLocation Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
  (pickupable Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91)
  (cleanable Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91)
  (heatable Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91)
  (coolable Mug_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_00_dot_91)
  (objectType Knife_bar__minus_01_dot_36_bar__plus_02_dot_06_bar__plus_00_dot_88 KnifeType)
  (inReceptacle Knife_bar__minus_01_dot_36_bar__plus_02_dot_06_bar__plus_00_dot_88 CounterTop_bar__minus_00_dot_79_bar__minus_00_dot_79_bar__plus_01_dot_22)
  (objectAtLocation Knife_bar__minus_01_dot_36_bar__plus_02_dot_06_bar__plus_00_dot_88 loc_bar__minus_6_bar__minus_4_bar_2_bar_45)
  (pickupable Knife_bar__minus_01_dot_36_bar__plus_02_dot_06_bar__plus_00_dot_88)
  (cleanable Knife_bar__minus_01_dot_36_bar__plus_02_dot_06_bar__plus_00_dot_88)
  (objectType Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63 PanType)
  (inReceptacle Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63 Sink_bar__minus_01_dot_77_bar__minus_01_dot_10_bar__minus_01_dot_51_bar_SinkBasin)
  (objectAtLocation Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63 loc_bar_0_bar_6_bar_1_bar_30)
  (pickupable Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63)
  (cleanable Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63)
  (coolable Pan_bar__minus_01_dot_50_bar__plus_01_dot_18_bar__plus_00_dot_63)
  (objectType Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36 AppleType)
  (inReceptacle Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36 Drawer_bar__minus_01_dot_09_bar__minus_01_dot_74_bar__plus_00_dot_60)
  (objectAtLocation Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
  (pickupable Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36)
  (cleanable Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36)
  (heatable Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36)
  (coolable Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36)
  (sliceable Apple_bar__plus_01_dot_12_bar__plus_02_dot_13_bar__plus_02_dot_36)
  (objectType Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78 CupType)
  (inReceptacle Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78 Fridge_bar__minus_02_dot_30_bar__plus_01_dot_82_bar__minus_01_dot_28)
  (objectAtLocation Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78 loc_bar__minus_8_bar__minus_1_bar_1_bar_60)
  (pickupable Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78)
  (cleanable Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78)
  (heatable Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78)
  (coolable Cup_bar__minus_00_dot_27_bar__minus_01_dot_48_bar__plus_01_dot_78)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BreadType)
                    (receptacleType ?r CounterTopType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
